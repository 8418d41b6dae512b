/**
 * One export into a vector table, as the sink run's store and writer at once: each document's earlier
 * chunks go and its new ones come (its chunks and vectors from the embedding step), in a transaction that
 * {@link ChunkExport.commit} ends with the export's cursor (a row of `crawlstream_exports`), as the table
 * sink does. A crash at any instant leaves the chunks and the cursor of the last commit, never one without
 * the other.
 */
import type { EmbedStep, PreparedDocument } from '../../embeddings/embed-pages.js';
import type { Checkpoint } from '../checkpoint.js';
import type { DurableState, FormatWriter } from '../format-writer.js';
import type { SinkStore } from '../sink-run.js';
import type { ChunkCell } from '../table/duckdb-chunks.js';
import { quoted, type SqlParam, type TableBackend } from '../table/table-backend.js';
import { exportToContinue, saveExport, tableExports } from '../table/table-checkpoint.js';
import { boundIdleTransactions, claimFence, holdFence } from '../table/table-fence.js';
import { EXPORTS_TABLE, ensureExportsTable } from '../table/table-schema.js';
import {
  CHUNK_COLUMNS,
  type ChunkTableShape,
  checkShape,
  chunkTableShape,
  createChunkTable,
  requireVectors,
  vectorBytes,
  vectorType,
} from './vector-schema.js';

/** Rows in one `INSERT` statement (Postgres). */
const ROWS_PER_INSERT = 64;

/** URLs in one `DELETE` statement. */
const URLS_PER_DELETE = 500;

/** This connection's table of the rows of a page before they go into the table (DuckDB), of its columns. */
const STAGING = 'crawlstream_chunk_staging';

export class ChunkExport implements SinkStore, FormatWriter {
  readonly path: string;
  readonly #connect: () => Promise<TableBackend>;
  readonly #table: string;
  readonly #jobId: string | undefined;
  readonly #step: EmbedStep;
  #db!: TableBackend;
  #shape: ChunkTableShape | undefined;
  #inTransaction = false;
  #staging = false;
  #records = 0;
  #jsonBytes = 0;
  #last: Checkpoint | undefined;
  /** The fencing token of the run that writes it (`SinkOptions.fence`). */
  readonly #fence: number | undefined;
  /** The file's checkpoint once every chunk is cut ({@link ChunkExport.#checkpointSoon}). */
  #checkpoint: Promise<void> | undefined;
  /** The checkpoint waits for the transaction under way. */
  #checkpointDue = false;
  /** An `append` or `commit` is under way. */
  #busy = false;
  #closed = false;

  constructor(
    database: string,
    connect: () => Promise<TableBackend>,
    settings: { table: string; jobId?: string | undefined; step: EmbedStep; fence?: number | undefined },
  ) {
    this.path = `${database} table ${settings.table}`;
    this.#fence = settings.fence;
    this.#connect = connect;
    this.#table = settings.table;
    this.#jobId = settings.jobId;
    this.#step = settings.step;
  }

  // The store's steps.

  async open(options: { resume?: boolean | undefined; overwrite?: boolean | undefined }) {
    this.#db = await this.#connect();
    try {
      await boundIdleTransactions(this.#db, this.#fence);
      await requireVectors(this.#db, this.#table);
      await ensureExportsTable(this.#db);
      if (this.#fence !== undefined) await claimFence(this.#db, this.#table, this.#fence, this.path);
      this.#shape = await chunkTableShape(this.#db, this.#table);
      if (this.#shape) checkShape(this.#db, this.#table, this.#shape, this.#step.usage.model);
      const where = { jobId: this.#jobId, path: this.path };
      const { checkpoint, discard } = await exportToContinue(
        tableExports(this.#db, this.#table),
        where,
        options,
      );
      if (discard !== undefined)
        await this.#db.run(`DELETE FROM ${EXPORTS_TABLE} WHERE table_name = $1 AND job_id = $2`, [
          this.#table,
          discard,
        ]);
      if (checkpoint) {
        this.#records = checkpoint.records;
        this.#jsonBytes = checkpoint.jsonBytes;
        this.#last = checkpoint;
      }
      // A table with an index would be rewritten whole by this checkpoint and again by the close's.
      if (this.#db.dialect === 'duckdb' && this.#shape?.indexed !== true)
        void this.#step.allCut.then(() => this.#checkpointSoon());
      return checkpoint;
    } catch (err) {
      await this.#db.close();
      throw err;
    }
  }

  async commit(checkpoint: Checkpoint): Promise<void> {
    await this.#exclusive(async () => {
      if (!this.#inTransaction) await this.#begin();
      if (this.#fence !== undefined) await holdFence(this.#db, this.#table, this.#fence, this.path);
      if (checkpoint.jobId !== null)
        await saveExport(this.#db, this.#table, 'chunks', { ...checkpoint, jobId: checkpoint.jobId });
      await this.#db.run('COMMIT');
      this.#inTransaction = false;
      this.#last = checkpoint;
    });
    if (this.#checkpointDue) this.#checkpointSoon();
  }

  /**
   * A DuckDB file takes the rows of its log into itself as it closes (its checkpoint: 1.1 s for 12,200 rows
   * of 1,536 random numbers). Begun between two transactions once every chunk is cut, it runs while the
   * last answers are awaited, and the close takes in only the rows of those (the table has no index,
   * which would make every checkpoint rewrite it whole: `createChunkTable`). Checkpoints along the
   * way cost more: small row groups were merged again and again. A checkpoint refused (another
   * connection's transaction) is left to the close.
   */
  #checkpointSoon(): void {
    if (this.#checkpoint !== undefined || this.#closed) return;
    this.#checkpointDue = this.#busy || this.#inTransaction;
    if (this.#checkpointDue) return;
    this.#checkpoint = this.#db.run('CHECKPOINT').then(
      () => undefined,
      () => undefined,
    );
  }

  /** `write` after the checkpoint under way, if any, marked as under way itself. */
  async #exclusive(write: () => Promise<void>): Promise<void> {
    this.#busy = true;
    try {
      await this.#checkpoint;
      await write();
    } finally {
      this.#busy = false;
    }
  }

  async publish(): Promise<Checkpoint> {
    return this.#last as Checkpoint;
  }

  async discard(): Promise<void> {}

  async completeFinished(): Promise<number> {
    return 0;
  }

  // The writer's steps.

  get writtenRecords(): number {
    return this.#records;
  }

  /**
   * Writes the chunks of a page's documents: the earlier chunks of their URLs go, then the new rows come in
   * one bulk load (`COPY`, DuckDB's appender) through a staging table. Of a URL the page holds twice, the
   * last document wins.
   */
  async append(docs: readonly Buffer[], jobId: string): Promise<void> {
    await this.#exclusive(async () => {
      if (!this.#inTransaction) await this.#begin();
      const { byUrl: pages, jsonBytes } = this.#step.takeDocuments(docs, this.path);
      this.#jsonBytes += jsonBytes;
      const first = [...pages.values()].find((d) => d.vectors.length > 0)?.vectors[0];
      if (this.#shape === undefined && first !== undefined) await this.#create(first.length);
      // No table yet: no chunk of any page to replace.
      if (this.#shape !== undefined && pages.size > 0) {
        await this.#delete([...pages.keys()]);
        await this.#insert([...pages.values()], jobId);
      }
      this.#records += docs.length;
    });
  }

  async flush(): Promise<void> {}

  async sync(): Promise<DurableState> {
    return { records: this.#records, bytes: 0, jsonBytes: this.#jsonBytes };
  }

  finish(): Promise<DurableState> {
    return this.sync();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#checkpoint;
    await this.#db?.close();
  }

  async #begin(): Promise<void> {
    await this.#db.run('BEGIN');
    this.#inTransaction = true;
  }

  /** The table, made by the first vector of a database that has none, and this connection's staging table. */
  async #create(dimensions: number): Promise<void> {
    await createChunkTable(this.#db, this.#table, dimensions);
    this.#shape = { dimensions, model: this.#step.usage.model };
  }

  /** The chunks of `urls`. */
  async #delete(urls: readonly string[]): Promise<void> {
    for (let from = 0; from < urls.length; from += URLS_PER_DELETE) {
      const some = urls.slice(from, from + URLS_PER_DELETE);
      const list = some.map((_, i) => `$${i + 1}`).join(', ');
      await this.#db.run(`DELETE FROM ${quoted(this.#table)} WHERE url IN (${list})`, some);
    }
  }

  /**
   * The documents' chunks as rows. DuckDB: data chunks of the table's own types into a staging table of
   * its columns, then moved into the table (`duckdb-chunks.ts`: binding the parameters of an `INSERT` took
   * 1.2 ms a row of 1,536 numbers there, the vector's text and a cast 1.9, this 0.015). Postgres: `INSERT`
   * statements of {@link ROWS_PER_INSERT} rows, the vector in pgvector's binary form (`vectorBytes`).
   */
  async #insert(docs: readonly PreparedDocument[], jobId: string): Promise<void> {
    const shape = this.#shape as ChunkTableShape;
    const model = this.#step.usage.model;
    const embeddedAt = new Date().toISOString();
    const rows: ChunkCell[][] = [];
    for (const doc of docs) {
      const first = doc.vectors[0];
      if (first !== undefined) checkShape(this.#db, this.#table, shape, model, first.length);
      for (const [i, chunk] of doc.chunks.entries())
        rows.push([
          chunk.id,
          doc.url,
          chunk.index,
          chunk.text,
          chunk.heading,
          doc.title,
          doc.vectors[i] as Float32Array,
          model,
          chunk.tokens,
          doc.scrapeId,
          doc.changeStatus,
          jobId,
          embeddedAt,
        ]);
    }
    if (this.#db.dialect === 'postgres') await this.#insertStatements(rows);
    else await this.#loadThroughStaging(rows);
  }

  async #insertStatements(rows: readonly ChunkCell[][]): Promise<void> {
    const vector = vectorType(this.#db, (this.#shape as ChunkTableShape).dimensions);
    const at = CHUNK_COLUMNS.indexOf('embedding');
    for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
      const some = rows.slice(from, from + ROWS_PER_INSERT);
      const values = some.map((row, r) => {
        const base = r * CHUNK_COLUMNS.length;
        const cells = row.map((_, c) => `$${base + c + 1}${c === at ? `::${vector}` : ''}`);
        return `(${cells.join(', ')})`;
      });
      const params = some.flatMap((row) =>
        row.map((cell, c) => (c === at ? vectorBytes(cell as Float32Array) : (cell as SqlParam))),
      );
      await this.#db.run(
        `INSERT INTO ${quoted(this.#table)} (${CHUNK_COLUMNS.join(', ')}) VALUES ${values.join(', ')}`,
        params,
      );
    }
  }

  async #loadThroughStaging(rows: readonly ChunkCell[][]): Promise<void> {
    const columns = CHUNK_COLUMNS.join(', ');
    if (!this.#staging) {
      await this.#db.run(
        `CREATE TEMP TABLE IF NOT EXISTS ${STAGING} AS SELECT ${columns} FROM ${quoted(this.#table)} LIMIT 0`,
      );
      this.#staging = true;
    }
    await (this.#db.appendRows as NonNullable<TableBackend['appendRows']>)(STAGING, rows);
    await this.#db.run(`INSERT INTO ${quoted(this.#table)} (${columns}) SELECT ${columns} FROM ${STAGING}`);
    await this.#db.run(`DELETE FROM ${STAGING}`);
  }
}
