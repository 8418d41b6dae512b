/**
 * A Postgres URL as messages, summaries and logs show it: without its password and without its query
 * (where `?password=` may also be given): `postgres://etl@db.internal:5432/web`.
 */
export function redactedUrl(url) {
    try {
        const parsed = new URL(url);
        parsed.password = '';
        parsed.search = '';
        return parsed.toString();
    }
    catch {
        return 'postgres:// (an unreadable URL)';
    }
}
