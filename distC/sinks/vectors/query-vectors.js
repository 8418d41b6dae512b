import { DatabaseError } from '../../errors/errors.js';
import { lanceDir } from '../lancedb/lance-target.js';
import { databaseError, quoted, withDatabaseErrors } from '../table/table-backend.js';
import { tableDatabase } from '../table/to-table.js';
import { chunkTableShape, vectorParam, vectorType } from './vector-schema.js';
/** The `k` chunks of the vector table at `target` nearest to `question`, best first. */
export async function queryVectors(target, question, options) {
    const table = options.table ?? 'chunks';
    const dir = lanceDir(target);
    if (dir !== undefined)
        return queryLance(dir, question, table, options);
    const { database, connect } = tableDatabase(target, options.env ?? process.env);
    let db;
    let embedder;
    try {
        db = withDatabaseErrors(await connect(), table);
        const shape = await chunkTableShape(db, table);
        if (shape?.model === undefined)
            throw new DatabaseError(`${database} has no chunks in table ${table}: export into it with --embed first`, {
                database,
                table,
                code: 'NO_CHUNKS',
            });
        embedder = options.embedder(shape.model);
        const [vector] = (await embedder.embed([question])).vectors;
        if (vector?.length !== shape.dimensions)
            throw new DatabaseError(`${shape.model} gave the question a vector of ${vector?.length} numbers, and table ${table} holds ${shape.dimensions}: ask with the server and dimensions the table was written with`, { database, table, code: 'TABLE_SHAPE' });
        const rows = await db.rows(nearestSql(db, table, shape.dimensions), [
            vectorParam(vector),
            options.k ?? 5,
        ]);
        return rows.map((r) => hitOf(r, Number(r.score)));
    }
    catch (err) {
        if (err instanceof DatabaseError || err.name !== 'Error')
            throw err;
        throw databaseError(err, database, table);
    }
    finally {
        await db?.close();
        await embedder?.close?.();
    }
}
/** A row of the chunk table, found with `score`, as a hit. */
function hitOf(row, score) {
    return {
        score,
        url: String(row.url),
        heading: row.heading === null ? null : String(row.heading),
        title: row.title === null ? null : String(row.title),
        chunkIndex: Number(row.chunk_index),
        text: String(row.text),
    };
}
function nearestSql(db, table, dimensions) {
    const vector = `$1::${vectorType(db, dimensions)}`;
    const columns = 'url, heading, title, chunk_index, text';
    return db.dialect === 'postgres'
        ? `SELECT ${columns}, 1 - (embedding <=> ${vector}) AS score FROM ${quoted(table)} ORDER BY embedding <=> ${vector}, id LIMIT $2`
        : `SELECT ${columns}, array_cosine_similarity(embedding, ${vector}) AS score FROM ${quoted(table)} ORDER BY score DESC, id LIMIT $2`;
}
/** {@link queryVectors} of a LanceDB folder: its search by cosine distance on `embedding`. */
async function queryLance(dir, question, table, options) {
    const lancedb = await import('@lancedb/lancedb');
    const db = await lancedb.connect(dir);
    let embedder;
    try {
        if (!(await db.tableNames()).includes(table))
            throw new DatabaseError(`lancedb:${dir} has no table ${table}: export into it with --embed first`, {
                database: `lancedb:${dir}`,
                table,
                code: 'NO_CHUNKS',
            });
        const chunks = await db.openTable(table);
        const [row] = (await chunks.query().select(['model']).limit(1).toArray());
        embedder = options.embedder(String(row?.model));
        const [vector] = (await embedder.embed([question])).vectors;
        const rows = (await chunks
            .vectorSearch(Array.from(vector))
            .column('embedding')
            .distanceType('cosine')
            .limit(options.k ?? 5)
            .toArray());
        return rows.map((r) => hitOf(r, 1 - Number(r._distance)));
    }
    finally {
        db.close();
        await embedder?.close?.();
    }
}
