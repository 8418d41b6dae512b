/** The check of a vector table before an export sends anything: the database takes vectors, the table fits. */
import { databaseError, withDatabaseErrors } from '../table/table-backend.js';
import { tableDatabase } from '../table/to-table.js';
import { checkShape, chunkTableShape, requireVectors } from './vector-schema.js';
/** Connects, makes sure of pgvector (Postgres), and checks that `table` holds chunks of `model` if it exists. */
export async function checkVectorTable(target, table, model, env) {
    const { database, connect } = tableDatabase(target, env);
    let db;
    try {
        db = withDatabaseErrors(await connect(), table);
        await requireVectors(db, table);
        const shape = await chunkTableShape(db, table);
        if (shape)
            checkShape(db, table, shape, model);
    }
    catch (err) {
        throw databaseError(err, database, table);
    }
    finally {
        await db?.close();
    }
}
