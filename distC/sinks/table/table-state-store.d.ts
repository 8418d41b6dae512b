/**
 * A pipeline's state in the database its table is in (Postgres or DuckDB), keyed by that table: the URLs in
 * `crawlstream_state`, the run in progress in `crawlstream_journal` (one row per line, each append
 * committed), and the loads log in `crawlstream_loads` (one row per run, its counts as columns and the
 * whole record as JSON text). A commit takes the run into the state, adds its load and drops its journal in
 * one transaction. Each call opens its own connection and closes it, so nothing stays open after a run.
 */
import type { ChangeStore } from '../../changes/change-store.js';
/** A {@link ChangeStore} in the database of `target` (as `toTable` takes it), for the pipeline of `table`. */
export declare function tableChangeStore(target: string, options?: {
    table?: string | undefined;
    env?: NodeJS.ProcessEnv | undefined;
    /** A fleet's run's token: each write raises the table's fence in its transaction, or is refused. */
    fence?: number | undefined;
}): ChangeStore;
