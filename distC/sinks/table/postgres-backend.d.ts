import { type TableBackend } from './table-backend.js';
import type { CellValue } from './table-columns.js';
/**
 * Connects to the database `url` names (`postgres://user:password@host:port/db`); what it leaves out comes
 * from the standard `PG*` environment variables (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`).
 */
export declare function connectPostgres(url: string, env: NodeJS.ProcessEnv): Promise<TableBackend>;
/**
 * Rows as CSV bytes, one line each. Text given as bytes (`Utf8Text`) is copied once, quoted; the rest is
 * joined as a string. Postgres text cannot hold U+0000: such a character becomes U+FFFD.
 */
export declare function csvRows(rows: readonly (readonly CellValue[])[], json: readonly boolean[]): Buffer;
