/**
 * Part of the `full` project's global setup (`full-setup.ts`): one PostgreSQL server for the test files
 * that write into Postgres, each in a database of its own (`filePostgres`, `test/helpers/file-postgres.ts`).
 * A server of their own cost each file ~1 s of CPU (the copy of the cluster, the server's start and stop)
 * and its start's wait; the table sink's tests keep one of their own, as they restart it.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../scripts/postgres-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the shared PostgreSQL server. */
    postgresPort: number;
  }
}

export default async function startSharedPostgres(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresPort', server.port);
  return () => server.stop();
}
