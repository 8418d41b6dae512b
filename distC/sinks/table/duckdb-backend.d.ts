import { type TableBackend } from './table-backend.js';
/**
 * Makes every open of a DuckDB file in this process wait up to `ms` for a file another process holds,
 * trying again every {@link LOCK_RETRY_MS}, instead of failing at once. A fleet's worker waits: the holder is
 * another attempt of the same run, which BullMQ took for dead when it had only stalled past its lease, and
 * which ends or dies (DuckDB admits one process to a file, so the two never write at once).
 */
export declare function waitForDuckdbLocks(ms: number): void;
/** Opens (or creates) the DuckDB file at `path`: a connection of its own to the file's instance. */
export declare function openDuckdb(path: string): Promise<TableBackend>;
