/**
 * The team's recent calls, as `GET /team/activity` lists them: one entry per job-creating call, newest
 * first, paged by an opaque cursor.
 */
/** How long the service keeps activity: the last 24 hours. */
const WINDOW_MS = 86_400_000;
/** The calls of the emulator's one team. */
export class ActivityLog {
    #entries = [];
    /** Logs a call. */
    record(endpoint, id, target, at) {
        this.#entries.push({
            at,
            entry: { id, endpoint, api_version: 'v2', created_at: new Date(at).toISOString(), target },
        });
    }
    /**
     * One page, newest first: at most `limit` entries of the last 24 h after the cursor (the id of the last
     * entry of the previous page), with the cursor of the next page when more are left.
     */
    page(query, now) {
        const recent = this.#entries
            .filter(({ at, entry }) => at > now - WINDOW_MS && (query.endpoint === undefined || entry.endpoint === query.endpoint))
            .map(({ entry }) => entry)
            .reverse();
        let from = 0;
        if (query.cursor !== undefined) {
            const index = recent.findIndex((entry) => entry.id === query.cursor);
            if (index < 0)
                return undefined;
            from = index + 1;
        }
        const data = recent.slice(from, from + query.limit);
        const hasMore = from + query.limit < recent.length;
        return { data, cursor: hasMore ? (data.at(-1)?.id ?? null) : null, has_more: hasMore };
    }
}
