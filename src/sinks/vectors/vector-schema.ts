/**
 * The table of a vector export: one row per chunk (`id`, `url`, `chunk_index`, `text`, `heading`, `title`,
 * `embedding`, `model`, `tokens`, `scrape_id`, `change_status`, `job_id`, `embedded_at`). The embedding is
 * a `FLOAT[n]` in DuckDB, which `array_cosine_similarity` compares with no extension, and a pgvector
 * `vector(n)` in Postgres, with an HNSW index for cosine distance. The table is made by the first chunk's
 * vector, whose length it keeps; a table of another model or length is refused.
 */
import { DatabaseError } from '../../errors/errors.js';
import { quoted, type TableBackend } from '../table/table-backend.js';
import { shapeError } from '../table/table-schema.js';

/** The columns, in the order rows are inserted. */
export const CHUNK_COLUMNS = [
  'id',
  'url',
  'chunk_index',
  'text',
  'heading',
  'title',
  'embedding',
  'model',
  'tokens',
  'scrape_id',
  'change_status',
  'job_id',
  'embedded_at',
] as const;

/** What a chunk table holds: its vectors' length and model (the model of a row; none when empty). */
export interface ChunkTableShape {
  dimensions: number;
  model: string | undefined;
  /** DuckDB: the table has an index or a key, as the tables of earlier versions have. */
  indexed?: boolean;
}

/** The type of a vector of `dimensions` numbers. */
export function vectorType(db: TableBackend, dimensions: number): string {
  return db.dialect === 'postgres' ? `vector(${dimensions})` : `FLOAT[${dimensions}]`;
}

/** A vector as the SQL text both databases read (`[0.1,0.2]`), cast to the column's type. */
export function vectorParam(vector: Float32Array): string {
  return `[${Array.prototype.join.call(vector, ',')}]`;
}

/**
 * A vector in pgvector's binary form (what its `vector_recv` reads): the dimensions and a reserved field as
 * 16-bit integers, then each number as a 32-bit float, all big-endian. node-postgres sends a `Buffer`
 * parameter in binary format: 6 KB for 1,536 numbers where their text took about 17 KB and its formatting.
 */
export function vectorBytes(vector: Float32Array): Buffer {
  const bytes = Buffer.allocUnsafe(4 + 4 * vector.length);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  view.setUint16(0, vector.length);
  view.setUint16(2, 0);
  for (let i = 0; i < vector.length; i++) view.setFloat32(4 + 4 * i, vector[i] as number);
  return bytes;
}

/**
 * Postgres: makes sure pgvector is installed in the database (`CREATE EXTENSION IF NOT EXISTS vector`);
 * without it, an error that says what to run. DuckDB needs nothing.
 */
export async function requireVectors(db: TableBackend, table: string): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const [installed] = await db.rows("SELECT 1 AS yes FROM pg_extension WHERE extname = 'vector'");
  if (installed) return;
  try {
    await db.run('CREATE EXTENSION IF NOT EXISTS vector');
  } catch (cause) {
    throw new DatabaseError(
      `${db.database} has no pgvector: install it on the server (the postgresql-NN-pgvector package) and run CREATE EXTENSION vector in the database, as a user allowed to (${(cause as Error).message})`,
      { database: db.database, table, code: 'NO_PGVECTOR', cause },
    );
  }
}

/** The shape of `table`, or `undefined` when there is no such table. */
export async function chunkTableShape(db: TableBackend, table: string): Promise<ChunkTableShape | undefined> {
  const columns = await db.columns(table);
  if (columns === undefined) return undefined;
  const missing = CHUNK_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length > 0) throw shapeError(db, table, `has no column ${missing.join(', ')}`);
  const dimensions = await embeddingLength(db, table);
  if (dimensions === undefined) throw shapeError(db, table, 'has an embedding column that is not a vector');
  const [row] = await db.rows(`SELECT model FROM ${quoted(table)} LIMIT 1`);
  const model = row === undefined ? undefined : String(row.model);
  return db.dialect === 'duckdb'
    ? { dimensions, model, indexed: await duckdbIndexed(db, table) }
    : { dimensions, model };
}

/** Whether a DuckDB table has an index or a key (a table an earlier version made; `createChunkTable`). */
async function duckdbIndexed(db: TableBackend, table: string): Promise<boolean> {
  const [row] = await db.rows(
    `SELECT (SELECT count(*) FROM duckdb_indexes() WHERE table_name = $1)
          + (SELECT count(*) FROM duckdb_constraints() WHERE table_name = $1 AND constraint_type IN ('PRIMARY KEY', 'UNIQUE')) AS n`,
    [table],
  );
  return Number(row?.n ?? 0) > 0;
}

async function embeddingLength(db: TableBackend, table: string): Promise<number | undefined> {
  const [row] =
    db.dialect === 'postgres'
      ? await db.rows(
          `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
           WHERE attrelid = to_regclass($1) AND attname = 'embedding'`,
          [quoted(table)],
        )
      : await db.rows(
          "SELECT data_type AS type FROM information_schema.columns WHERE table_name = $1 AND column_name = 'embedding'",
          [table],
        );
  const match = /^(?:vector\((\d+)\)|FLOAT\[(\d+)\])$/i.exec(String(row?.type ?? ''));
  return match ? Number(match[1] ?? match[2]) : undefined;
}

/** Creates the chunk table for vectors of `dimensions` numbers, with its indexes in Postgres. */
export async function createChunkTable(db: TableBackend, table: string, dimensions: number): Promise<void> {
  const text = db.sqlType('text');
  const name = quoted(table);
  // DuckDB: no index. A table with one is rewritten whole at every checkpoint after rows came (the close
  // of a file of 12,200 rows of 1,536 numbers took 1.2-1.3 s with or without an earlier checkpoint; with no
  // index, 0.09 after one), and a chunk's rows go by its URL in a scan (16 ms a page at a million rows, 3
  // with an index on `url`).
  const key = db.dialect === 'postgres' ? ' PRIMARY KEY' : '';
  await db.run(
    `CREATE TABLE IF NOT EXISTS ${name} (
      id ${text}${key},
      url ${text} NOT NULL,
      chunk_index INTEGER NOT NULL,
      text ${text} NOT NULL,
      heading ${text},
      title ${text},
      embedding ${vectorType(db, dimensions)} NOT NULL,
      model ${text} NOT NULL,
      tokens INTEGER NOT NULL,
      scrape_id ${text},
      change_status ${text},
      job_id ${text} NOT NULL,
      embedded_at ${db.sqlType('timestamp')} NOT NULL
    )`,
  );
  if (db.dialect !== 'postgres') return;
  await db.run(`CREATE INDEX IF NOT EXISTS ${quoted(`${table}_url`)} ON ${name} (url)`);
  await db.run(
    `CREATE INDEX IF NOT EXISTS ${quoted(`${table}_embedding`)} ON ${name} USING hnsw (embedding vector_cosine_ops)`,
  );
}

/** Checks that this run's vectors fit the table: the same model, the same length. */
export function checkShape(
  db: TableBackend,
  table: string,
  shape: ChunkTableShape,
  model: string,
  dimensions?: number,
) {
  if (shape.model !== undefined && shape.model !== model)
    throw shapeError(
      db,
      table,
      `holds vectors of ${shape.model}; vectors of ${model} would not compare with them`,
    );
  if (dimensions !== undefined && dimensions !== shape.dimensions)
    throw shapeError(
      db,
      table,
      `holds vectors of ${shape.dimensions} numbers, and ${model} gave ${dimensions}`,
    );
}
