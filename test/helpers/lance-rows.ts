/** The rows of a LanceDB folder's table, for the tests (the vector exports' `lancedb:DIR`). */
export async function lanceRows(
  dir: string,
  table: string,
  where?: string,
): Promise<Record<string, unknown>[]> {
  const lancedb = await import('@lancedb/lancedb');
  const db = await lancedb.connect(dir);
  try {
    if (!(await db.tableNames()).includes(table)) return [];
    // A table whose creation a kill cut short cannot be opened, and holds no row.
    const opened = await db.openTable(table).catch(() => undefined);
    if (opened === undefined) return [];
    const query = opened.query();
    return (await (where === undefined ? query : query.where(where)).toArray()) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
