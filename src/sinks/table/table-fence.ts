/**
 * The fence of a table (`crawlstream_fences`: one row per table, the highest fencing token a run writing it
 * has claimed). A run claims its token before it reads its cursor, and every commit of its rows raises the
 * row to its token inside the same transaction, or is refused when the row holds a higher one: a run that
 * lost its lease cannot commit after another took over. In Postgres the update locks the row until the
 * commit, so two runs' commits are ordered by it.
 */
import { FencedError } from '../../errors/errors.js';
import type { TableBackend } from './table-backend.js';

const FENCES_TABLE = 'crawlstream_fences';

/** Creates the fences table when it is missing. */
async function ensureFencesTable(db: TableBackend): Promise<void> {
  await db.run(
    `CREATE TABLE IF NOT EXISTS ${FENCES_TABLE} (table_name ${db.sqlType('text')} PRIMARY KEY, token BIGINT NOT NULL)`,
  );
}

/**
 * In the open transaction: raises the fence of `table` to `token`, or throws a `FencedError` (naming
 * `where`) when it holds a higher one.
 */
export async function holdFence(
  db: TableBackend,
  table: string,
  token: number,
  where: string,
): Promise<void> {
  const raised = await db.run(`UPDATE ${FENCES_TABLE} SET token = $2 WHERE table_name = $1 AND token <= $2`, [
    table,
    token,
  ]);
  if (raised > 0) return;
  const [row] = await db.rows(`SELECT token FROM ${FENCES_TABLE} WHERE table_name = $1`, [table]);
  if (row) throw new FencedError(where, token, Number(row.token));
  await db.run(`INSERT INTO ${FENCES_TABLE} (table_name, token) VALUES ($1, $2)`, [table, token]);
}

/** Claims `token` for `table` in a transaction of its own, before a run reads its cursor. */
export async function claimFence(
  db: TableBackend,
  table: string,
  token: number,
  where: string,
): Promise<void> {
  await ensureFencesTable(db);
  await db.run('BEGIN');
  try {
    await holdFence(db, table, token, where);
    await db.run('COMMIT');
  } catch (err) {
    await db.run('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
