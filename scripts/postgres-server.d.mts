/** Types of `postgres-server.mjs`. */
export const PG_USER: string;
export const PG_PASSWORD: string;
export const PG_DATABASE: string;

export interface PostgresServer {
  readonly port: number;
  /** The database the handle's URLs, queries and `psql` use: `crawl`, or a test file's own. */
  readonly database: string;
  /** `postgres://crawl:…@127.0.0.1:port/database`. */
  url(parts?: { password?: string; database?: string }): string;
  /** `postgres://crawl@127.0.0.1:port/database`: no password (a program then reads `PGPASSWORD`). */
  bareUrl(): string;
  /** Runs SQL as the test user on the database, on one connection kept between calls, and returns the rows. */
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs `psql` as the test user on the database with these arguments; resolves with its output. */
  psql(args: string[]): Promise<string>;
  /** Stops the server at once and starts it again on the same port (connections are cut). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export function startPostgres(options?: { durable?: boolean }): Promise<PostgresServer>;
export function createPostgresDatabase(port: number): Promise<PostgresServer>;
