/**
 * Asks a vector table what it holds: the question embedded with the model the table records, then the
 * chunks nearest to it by cosine similarity (`array_cosine_similarity` in DuckDB; pgvector's `<=>`, which
 * its HNSW index serves, in Postgres).
 */
import type { Embedder } from '../../embeddings/embeddings-client.js';
import { DatabaseError } from '../../errors/errors.js';
import { lanceDir } from '../lancedb/lance-target.js';
import { databaseError, quoted, type TableBackend, withDatabaseErrors } from '../table/table-backend.js';
import { tableDatabase } from '../table/to-table.js';
import { chunkTableShape, vectorParam, vectorType } from './vector-schema.js';

/** One chunk found. */
export interface VectorHit {
  /** Cosine similarity to the question, from -1 to 1. */
  score: number;
  url: string;
  heading: string | null;
  title: string | null;
  chunkIndex: number;
  text: string;
}

/** Options of {@link queryVectors}. */
export interface QueryVectorsOptions {
  /** The table. @default 'chunks' */
  table?: string;
  /** How many chunks. @default 5 */
  k?: number;
  /** Embeds the question; given the model the table records. */
  embedder: (model: string) => Embedder;
  /** Where `PG*` variables are read. @default process.env */
  env?: NodeJS.ProcessEnv;
}

/** The `k` chunks of the vector table at `target` nearest to `question`, best first. */
export async function queryVectors(
  target: string,
  question: string,
  options: QueryVectorsOptions,
): Promise<VectorHit[]> {
  const table = options.table ?? 'chunks';
  const dir = lanceDir(target);
  if (dir !== undefined) return queryLance(dir, question, table, options);
  const { database, connect } = tableDatabase(target, options.env ?? process.env);
  let db: TableBackend | undefined;
  let embedder: Embedder | undefined;
  try {
    db = withDatabaseErrors(await connect(), table);
    const shape = await chunkTableShape(db, table);
    if (shape?.model === undefined)
      throw new DatabaseError(
        `${database} has no chunks in table ${table}: export into it with --embed first`,
        {
          database,
          table,
          code: 'NO_CHUNKS',
        },
      );
    embedder = options.embedder(shape.model);
    const [vector] = (await embedder.embed([question])).vectors;
    if (vector?.length !== shape.dimensions)
      throw new DatabaseError(
        `${shape.model} gave the question a vector of ${vector?.length} numbers, and table ${table} holds ${shape.dimensions}: ask with the server and dimensions the table was written with`,
        { database, table, code: 'TABLE_SHAPE' },
      );
    const rows = await db.rows(nearestSql(db, table, shape.dimensions), [
      vectorParam(vector),
      options.k ?? 5,
    ]);
    return rows.map((r) => hitOf(r, Number(r.score)));
  } catch (err) {
    if (err instanceof DatabaseError || (err as { name?: string }).name !== 'Error') throw err;
    throw databaseError(err, database, table);
  } finally {
    await db?.close();
    await embedder?.close?.();
  }
}

/** A row of the chunk table, found with `score`, as a hit. */
function hitOf(row: Record<string, unknown>, score: number): VectorHit {
  return {
    score,
    url: String(row.url),
    heading: row.heading === null ? null : String(row.heading),
    title: row.title === null ? null : String(row.title),
    chunkIndex: Number(row.chunk_index),
    text: String(row.text),
  };
}

function nearestSql(db: TableBackend, table: string, dimensions: number): string {
  const vector = `$1::${vectorType(db, dimensions)}`;
  const columns = 'url, heading, title, chunk_index, text';
  return db.dialect === 'postgres'
    ? `SELECT ${columns}, 1 - (embedding <=> ${vector}) AS score FROM ${quoted(table)} ORDER BY embedding <=> ${vector}, id LIMIT $2`
    : `SELECT ${columns}, array_cosine_similarity(embedding, ${vector}) AS score FROM ${quoted(table)} ORDER BY score DESC, id LIMIT $2`;
}

/** {@link queryVectors} of a LanceDB folder: its search by cosine distance on `embedding`. */
async function queryLance(
  dir: string,
  question: string,
  table: string,
  options: QueryVectorsOptions,
): Promise<VectorHit[]> {
  const lancedb = await import('@lancedb/lancedb');
  const db = await lancedb.connect(dir);
  let embedder: Embedder | undefined;
  try {
    if (!(await db.tableNames()).includes(table))
      throw new DatabaseError(`lancedb:${dir} has no table ${table}: export into it with --embed first`, {
        database: `lancedb:${dir}`,
        table,
        code: 'NO_CHUNKS',
      });
    const chunks = await db.openTable(table);
    const [row] = (await chunks.query().select(['model']).limit(1).toArray()) as { model: string }[];
    embedder = options.embedder(String(row?.model));
    const [vector] = (await embedder.embed([question])).vectors;
    const rows = (await chunks
      .vectorSearch(Array.from(vector as Float32Array))
      .column('embedding')
      .distanceType('cosine')
      .limit(options.k ?? 5)
      .toArray()) as Record<string, unknown>[];
    return rows.map((r) => hitOf(r, 1 - Number(r._distance)));
  } finally {
    db.close();
    await embedder?.close?.();
  }
}
