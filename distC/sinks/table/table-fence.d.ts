import type { TableBackend } from './table-backend.js';
/**
 * In the open transaction: raises the fence of `table` to `token` when it is lower, then reads it; throws a
 * `FencedError` (naming `where`) when it holds a higher one. The row is raised only by a run's first write
 * (its claim), so the writes of one run (its rows, its journal, on connections of their own) never update
 * it at once, which DuckDB would refuse as a conflict. In Postgres the read takes a share lock on the row
 * until the commit, so another run's claim waits for this commit, and this run's next commit for that claim.
 */
export declare function holdFence(db: TableBackend, table: string, token: number, where: string): Promise<void>;
/** Claims `token` for `table` in a transaction of its own, before a run reads its cursor. */
export declare function claimFence(db: TableBackend, table: string, token: number, where: string): Promise<void>;
/**
 * How long Postgres lets a fleet's run sit in an open transaction without a statement before it ends the
 * session (`idle_in_transaction_session_timeout`): a worker paused mid-commit would otherwise keep its
 * locks, the fence row's among them, and the run's next worker would wait for it for ever. A fenced
 * export commits after each page, so a healthy one is never idle inside a transaction that long.
 */
export declare const FENCED_IDLE_MS = 5000;
/** Bounds how long a fenced run's Postgres session may hold a transaction idle (see {@link FENCED_IDLE_MS}). */
export declare function boundIdleTransactions(db: TableBackend, fence: number | undefined): Promise<void>;
