/** The two databases of the table sink tests, behind one small interface: a target and a way to query it. */
import { DuckDBInstance } from '@duckdb/node-api';
import type { PostgresServer } from '../../../scripts/postgres-server.mjs';

export interface TestDatabase {
  readonly name: 'postgres' | 'duckdb';
  /** What `toTable` is given. */
  readonly target: string;
  /** Runs SQL and returns the rows as plain objects (integers as numbers). */
  query(sql: string): Promise<Record<string, unknown>[]>;
}

export function postgresDatabase(server: PostgresServer): TestDatabase {
  return {
    name: 'postgres',
    target: server.url(),
    query: (sql) => server.query(sql),
  };
}

/** A DuckDB file; queried by opening it after the sink closed it (DuckDB allows one writer at a time). */
export function duckdbDatabase(path: string): TestDatabase {
  return {
    name: 'duckdb',
    target: path,
    async query(sql) {
      const instance = await DuckDBInstance.create(path);
      const connection = await instance.connect();
      try {
        const rows = (await connection.runAndReadAll(sql)).getRowObjectsJS();
        return rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
        );
      } finally {
        connection.closeSync();
        instance.closeSync();
      }
    },
  };
}

/** A count from either database (Postgres gives bigint counts as strings). */
export async function count(db: TestDatabase, sql: string): Promise<number> {
  const [row] = await db.query(sql);
  return Number(Object.values(row ?? {})[0]);
}
