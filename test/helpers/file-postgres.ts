/**
 * A test file's own database on the `full` project's shared PostgreSQL server (`test/shared-postgres.ts`,
 * which provides its port).
 */
import { inject } from 'vitest';
import { createPostgresDatabase, type PostgresServer } from '../../scripts/postgres-server.mjs';

/** A database of the test file's own on the shared server; its `stop` drops it. */
export function filePostgres(): Promise<PostgresServer> {
  return createPostgresDatabase(inject('postgresPort'));
}
