/**
 * The team's recent calls, as `GET /team/activity` lists them: one entry per job-creating call, newest
 * first, paged by an opaque cursor.
 */
/** Endpoint names of the activity log, as the service spells them. */
export type ActivityEndpoint = 'scrape' | 'crawl' | 'batch_scrape' | 'search' | 'extract' | 'map' | 'browser';
/** One logged call. */
export interface ActivityEntry {
    id: string;
    endpoint: ActivityEndpoint;
    api_version: 'v2';
    created_at: string;
    target: string | null;
}
/** The calls of the emulator's one team. */
export declare class ActivityLog {
    #private;
    /** Logs a call. */
    record(endpoint: ActivityEndpoint, id: string, target: string | null, at: number): void;
    /**
     * One page, newest first: at most `limit` entries of the last 24 h after the cursor (the id of the last
     * entry of the previous page), with the cursor of the next page when more are left.
     */
    page(query: {
        endpoint?: string | undefined;
        limit: number;
        cursor?: string | undefined;
    }, now: number): {
        data: ActivityEntry[];
        cursor: string | null;
        has_more: boolean;
    } | undefined;
}
