/**
 * The table sink's DuckDB connection, through `@duckdb/node-api` (an optional dependency: loaded only when
 * an export writes to a DuckDB file). Rows go in with DuckDB's appender, inside the open transaction.
 */
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { optionalClient } from './optional-client.js';
import { columnTypes, type RowLoad, type SqlParam, type TableBackend } from './table-backend.js';
import type { ColumnType, TableColumn } from './table-columns.js';

const SQL_TYPES: Readonly<Record<ColumnType, string>> = {
  text: 'VARCHAR',
  integer: 'INTEGER',
  json: 'JSON',
  timestamp: 'TIMESTAMP WITH TIME ZONE',
};

const KNOWN_TYPES: Readonly<Record<string, ColumnType>> = {
  VARCHAR: 'text',
  INTEGER: 'integer',
  JSON: 'json',
  'TIMESTAMP WITH TIME ZONE': 'timestamp',
};

/**
 * How much write-ahead log DuckDB gathers before it checkpoints into the file. DuckDB's default, 16 MB,
 * makes an export of large documents quadratic: a table of pages of 100 KB and more fits in one row group,
 * and every checkpoint rewrites it whole (a 600 MB export measured 21 s and 2.9 GB RSS with it, 5.5 s and
 * 1.1 GB with this; `benchmarks/README.md`, "Databases"). The log is durable either way: commits are.
 */
const CHECKPOINT_THRESHOLD = '1GB';

/** Opens (or creates) the DuckDB file at `path`. */
export async function openDuckdb(path: string): Promise<TableBackend> {
  const { DuckDBInstance } = await optionalClient(
    'DuckDB',
    () => import('@duckdb/node-api'),
    '@duckdb/node-api',
  );
  const instance = await DuckDBInstance.create(path, { checkpoint_threshold: CHECKPOINT_THRESHOLD });
  return new DuckdbBackend(instance, await instance.connect(), path);
}

class DuckdbBackend implements TableBackend {
  readonly database: string;
  readonly #instance: DuckDBInstance;
  readonly #connection: DuckDBConnection;
  #closed = false;

  constructor(instance: DuckDBInstance, connection: DuckDBConnection, path: string) {
    this.#instance = instance;
    this.#connection = connection;
    this.database = path;
  }

  sqlType(type: ColumnType): string {
    return SQL_TYPES[type];
  }

  async columns(table: string): Promise<Map<string, string> | undefined> {
    const rows = await this.rows(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'main' AND table_catalog = current_database() AND table_name = $1",
      [table],
    );
    return columnTypes(rows, KNOWN_TYPES);
  }

  async hasUrlKey(table: string): Promise<boolean> {
    const rows = await this.rows(
      "SELECT constraint_column_names::VARCHAR[] AS names FROM duckdb_constraints() WHERE schema_name = 'main' AND table_name = $1 AND constraint_type IN ('PRIMARY KEY', 'UNIQUE')",
      [table],
    );
    return rows.some((r) => {
      const names = r.names as string[];
      return names.length === 1 && names[0] === 'canonical_url';
    });
  }

  async run(sql: string, params: readonly SqlParam[] = []): Promise<number> {
    const result = await this.#connection.run(sql, params.length > 0 ? [...params] : undefined);
    return Number(result.rowsChanged);
  }

  async rows(sql: string, params: readonly SqlParam[] = []): Promise<Record<string, unknown>[]> {
    const reader = await this.#connection.runAndReadAll(sql, params.length > 0 ? [...params] : undefined);
    return reader.getRowObjectsJS() as Record<string, unknown>[];
  }

  async load(table: string, columns: readonly TableColumn[], temporary: boolean): Promise<RowLoad> {
    // The appender takes every column of the table, in the table's order: the load's values are placed by
    // name, and a column the load does not write (a format of an earlier export) gets null.
    const order = await this.rows(
      'SELECT column_name FROM information_schema.columns WHERE table_catalog = $1 AND table_schema = $2 AND table_name = $3 ORDER BY ordinal_position',
      [temporary ? 'temp' : await this.#catalog(), 'main', table],
    );
    const position = new Map(columns.map((c, i) => [c.name, i]));
    const source = order.map((r) => position.get(String(r.column_name)) ?? -1);
    const integer = source.map((i) => i >= 0 && columns[i]?.type === 'integer');
    const appender = temporary
      ? await this.#connection.createAppender(table, 'main', 'temp')
      : await this.#connection.createAppender(table);
    return {
      write: async (rows) => {
        for (const row of rows) {
          for (let c = 0; c < source.length; c++) {
            const value = source[c] === -1 ? null : row[source[c] as number];
            if (value === null || value === undefined) appender.appendNull();
            else if (integer[c]) appender.appendInteger(value as number);
            else appender.appendVarchar(typeof value === 'string' ? value : value.toString());
          }
          appender.endRow();
        }
      },
      end: async () => {
        try {
          appender.flushSync();
        } finally {
          appender.closeSync();
        }
      },
    };
  }

  async #catalog(): Promise<string> {
    const [row] = await this.rows('SELECT current_database() AS name');
    return String(row?.name);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#connection.run('ROLLBACK').catch(() => undefined);
    this.#connection.closeSync();
    this.#instance.closeSync();
  }
}
