/**
 * The fence of a table (`crawlstream_fences`: one row per table, the highest fencing token a run writing it
 * has claimed). A run claims its token before it reads its cursor, and every commit of its rows (and of its
 * pipeline state) reads the row inside the same transaction and is refused when it holds a higher token: a
 * run that lost its lease cannot commit after another took over.
 */
import { FencedError } from '../../errors/errors.js';
const FENCES_TABLE = 'crawlstream_fences';
/** Creates the fences table when it is missing. */
async function ensureFencesTable(db) {
    await db.run(`CREATE TABLE IF NOT EXISTS ${FENCES_TABLE} (table_name ${db.sqlType('text')} PRIMARY KEY, token BIGINT NOT NULL)`);
}
/**
 * In the open transaction: raises the fence of `table` to `token` when it is lower, then reads it; throws a
 * `FencedError` (naming `where`) when it holds a higher one. The row is raised only by a run's first write
 * (its claim), so the writes of one run (its rows, its journal, on connections of their own) never update
 * it at once, which DuckDB would refuse as a conflict. In Postgres the read takes a share lock on the row
 * until the commit, so another run's claim waits for this commit, and this run's next commit for that claim.
 */
export async function holdFence(db, table, token, where) {
    await db.run(`UPDATE ${FENCES_TABLE} SET token = $2 WHERE table_name = $1 AND token < $2`, [table, token]);
    const lock = db.dialect === 'postgres' ? ' FOR SHARE' : '';
    const [row] = await db.rows(`SELECT token FROM ${FENCES_TABLE} WHERE table_name = $1${lock}`, [table]);
    if (row === undefined) {
        await db.run(`INSERT INTO ${FENCES_TABLE} (table_name, token) VALUES ($1, $2)`, [table, token]);
        return;
    }
    if (Number(row.token) > token)
        throw new FencedError(where, token, Number(row.token));
}
/** Claims `token` for `table` in a transaction of its own, before a run reads its cursor. */
export async function claimFence(db, table, token, where) {
    await ensureFencesTable(db);
    await db.run('BEGIN');
    try {
        await holdFence(db, table, token, where);
        await db.run('COMMIT');
    }
    catch (err) {
        await db.run('ROLLBACK').catch(() => undefined);
        throw err;
    }
}
/**
 * How long Postgres lets a fleet's run sit in an open transaction without a statement before it ends the
 * session (`idle_in_transaction_session_timeout`): a worker paused mid-commit would otherwise keep its
 * locks, the fence row's among them, and the run's next worker would wait for it for ever. A fenced
 * export commits after each page, so a healthy one is never idle inside a transaction that long.
 */
export const FENCED_IDLE_MS = 5000;
/** Bounds how long a fenced run's Postgres session may hold a transaction idle (see {@link FENCED_IDLE_MS}). */
export async function boundIdleTransactions(db, fence) {
    if (fence === undefined || db.dialect !== 'postgres')
        return;
    await db.run(`SET idle_in_transaction_session_timeout = ${FENCED_IDLE_MS}`);
}
