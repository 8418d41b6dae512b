/**
 * A Postgres with pgvector in a process of its own, for measuring an export into it: PGlite (Postgres in
 * WebAssembly) with its pgvector extension on a free port (`@electric-sql/pglite-socket`), as the tests
 * serve it (`test/helpers/pgvector-server.ts`), its data in the folder named by the first argument (in
 * memory without one). Prints `URL postgres://…` once it listens; stops on SIGTERM. The database's memory is
 * this process's, not the export's.
 */
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.argv[2];
const db = await PGlite.create({ extensions: { vector }, ...(dataDir ? { dataDir } : {}) });
const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 16 });
await server.start();
process.stdout.write(`URL postgres://postgres@${server.getServerConn()}/postgres\n`);
process.on('SIGTERM', async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
