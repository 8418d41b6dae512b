/**
 * One export into a vector table, as the sink run's store and writer at once: each document's earlier
 * chunks go and its new ones come (its chunks and vectors from the embedding step), in a transaction that
 * {@link ChunkExport.commit} ends with the export's cursor (a row of `crawlstream_exports`), as the table
 * sink does. A crash at any instant leaves the chunks and the cursor of the last commit, never one without
 * the other.
 */
import type { EmbedStep, PreparedDocument } from '../../embeddings/embed-pages.js';
import { CheckpointError } from '../../errors/errors.js';
import { utf16Length } from '../../json/utf16-length.js';
import type { Checkpoint } from '../checkpoint.js';
import type { DurableState, FormatWriter } from '../format-writer.js';
import type { SinkStore } from '../sink-run.js';
import { quoted, type SqlParam, type TableBackend } from '../table/table-backend.js';
import { exportToContinue, saveExport } from '../table/table-checkpoint.js';
import { EXPORTS_TABLE, ensureExportsTable } from '../table/table-schema.js';
import {
  CHUNK_COLUMNS,
  type ChunkTableShape,
  checkShape,
  chunkTableShape,
  createChunkTable,
  requireVectors,
  vectorParam,
  vectorType,
} from './vector-schema.js';

/** Rows in one `INSERT` statement. */
const ROWS_PER_INSERT = 64;

export class ChunkExport implements SinkStore, FormatWriter {
  readonly path: string;
  readonly #connect: () => Promise<TableBackend>;
  readonly #table: string;
  readonly #jobId: string | undefined;
  readonly #step: EmbedStep;
  #db!: TableBackend;
  #shape: ChunkTableShape | undefined;
  #inTransaction = false;
  #records = 0;
  #jsonBytes = 0;
  #last: Checkpoint | undefined;

  constructor(
    database: string,
    connect: () => Promise<TableBackend>,
    settings: { table: string; jobId?: string | undefined; step: EmbedStep },
  ) {
    this.path = `${database} table ${settings.table}`;
    this.#connect = connect;
    this.#table = settings.table;
    this.#jobId = settings.jobId;
    this.#step = settings.step;
  }

  // The store's steps.

  async open(options: { resume?: boolean | undefined; overwrite?: boolean | undefined }) {
    this.#db = await this.#connect();
    try {
      await requireVectors(this.#db, this.#table);
      await ensureExportsTable(this.#db);
      this.#shape = await chunkTableShape(this.#db, this.#table);
      if (this.#shape) checkShape(this.#db, this.#table, this.#shape, this.#step.usage.model);
      const where = { table: this.#table, jobId: this.#jobId, path: this.path };
      const { checkpoint, discard } = await exportToContinue(this.#db, where, options);
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
      return checkpoint;
    } catch (err) {
      await this.#db.close();
      throw err;
    }
  }

  async commit(checkpoint: Checkpoint): Promise<void> {
    if (!this.#inTransaction) await this.#begin();
    if (checkpoint.jobId !== null)
      await saveExport(this.#db, this.#table, 'chunks', { ...checkpoint, jobId: checkpoint.jobId });
    await this.#db.run('COMMIT');
    this.#inTransaction = false;
    this.#last = checkpoint;
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

  async append(docs: readonly Buffer[], jobId: string): Promise<void> {
    if (!this.#inTransaction) await this.#begin();
    const embeddedAt = new Date().toISOString();
    for (const bytes of docs) {
      const doc = this.#step.prepared.get(bytes);
      if (doc === undefined)
        throw new CheckpointError(`${this.path}: a document reached the table without its chunks`);
      this.#jsonBytes += utf16Length(bytes);
      if (doc.action === 'keep') continue;
      const first = doc.vectors[0];
      if (this.#shape === undefined && first !== undefined) await this.#create(first.length);
      // No table yet: no chunk of any page to replace.
      if (this.#shape === undefined) continue;
      await this.#db.run(`DELETE FROM ${quoted(this.#table)} WHERE url = $1`, [doc.url]);
      await this.#insert(doc, jobId, embeddedAt);
    }
    this.#records += docs.length;
  }

  async flush(): Promise<void> {}

  async sync(): Promise<DurableState> {
    return { records: this.#records, bytes: 0, jsonBytes: this.#jsonBytes };
  }

  finish(): Promise<DurableState> {
    return this.sync();
  }

  async close(): Promise<void> {
    await this.#db?.close();
  }

  async #begin(): Promise<void> {
    await this.#db.run('BEGIN');
    this.#inTransaction = true;
  }

  /** The table, made by the first vector of a database that has none. */
  async #create(dimensions: number): Promise<void> {
    await createChunkTable(this.#db, this.#table, dimensions);
    this.#shape = { dimensions, model: this.#step.usage.model };
  }

  /** The document's chunks as rows. */
  async #insert(doc: PreparedDocument, jobId: string, embeddedAt: string): Promise<void> {
    const first = doc.vectors[0];
    const shape = this.#shape as ChunkTableShape;
    if (first === undefined) return;
    checkShape(this.#db, this.#table, shape, this.#step.usage.model, first.length);
    const vector = vectorType(this.#db, shape.dimensions);
    for (let from = 0; from < doc.chunks.length; from += ROWS_PER_INSERT) {
      const rows = doc.chunks.slice(from, from + ROWS_PER_INSERT);
      const params: SqlParam[] = [];
      const values = rows.map((chunk, r) => {
        const row: SqlParam[] = [
          chunk.id,
          doc.url,
          chunk.index,
          chunk.text,
          chunk.heading,
          doc.title,
          vectorParam(doc.vectors[from + r] as Float32Array),
          this.#step.usage.model,
          chunk.tokens,
          doc.scrapeId,
          doc.changeStatus,
          jobId,
          embeddedAt,
        ];
        const base = params.length;
        params.push(...row);
        return `(${row.map((_, c) => `$${base + c + 1}${CHUNK_COLUMNS[c] === 'embedding' ? `::${vector}` : ''}`).join(', ')})`;
      });
      await this.#db.run(
        `INSERT INTO ${quoted(this.#table)} (${CHUNK_COLUMNS.join(', ')}) VALUES ${values.join(', ')}`,
        params,
      );
    }
  }
}
