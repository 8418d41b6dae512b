/**
 * A Postgres with pgvector for the tests: PGlite (Postgres compiled to WebAssembly) with its pgvector
 * extension, served over the Postgres wire protocol on a free port (`@electric-sql/pglite-socket`), so the
 * program connects with the same `pg` client it uses for any Postgres. Debian 12 has no pgvector package.
 */
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgvectorServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`. */
  url: string;
  stop(): Promise<void>;
}

export async function startPgvector(): Promise<PgvectorServer> {
  const db = await PGlite.create({ extensions: { vector } });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 16 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
