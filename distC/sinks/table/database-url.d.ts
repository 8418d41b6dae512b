/**
 * A Postgres URL as messages, summaries and logs show it: without its password and without its query
 * (where `?password=` may also be given): `postgres://etl@db.internal:5432/web`.
 */
export declare function redactedUrl(url: string): string;
