/** Types of `postgres-server.mjs`. */
export const PG_USER: string;
export const PG_PASSWORD: string;
export const PG_DATABASE: string;

export interface PostgresServer {
  readonly port: number;
  /** `postgres://crawl:…@127.0.0.1:port/db`. */
  url(parts?: { password?: string; database?: string }): string;
  /** Runs SQL as the test user on `crawl`, on one connection kept between calls, and returns the rows. */
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs `psql` as the test user on `crawl` with these arguments; resolves with its output. */
  psql(args: string[]): Promise<string>;
  /** Stops the server at once and starts it again on the same port (connections are cut). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export function startPostgres(options?: { durable?: boolean }): Promise<PostgresServer>;
