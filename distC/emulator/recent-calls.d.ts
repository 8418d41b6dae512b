/**
 * What the emulator remembers of single calls, for the routes that follow them: each scrape's document
 * (`GET /scrape/{id}`) and the browser it ran in (`/scrape/{id}/interact`), and each search's credits and
 * feedback (`/search/{id}/feedback`). The most recent calls only: memory stays bounded in long runs.
 */
export interface ScrapeRecord {
    json: string;
    at: number;
    /** When its interactive browser was opened, and closed. */
    browserOpenedAt?: number;
    browserClosedAt?: number;
}
export interface SearchRecord {
    at: number;
    credits: number;
    feedbackId?: string;
}
/** A map that forgets its oldest entries beyond {@link KEPT}. */
declare class Recent<T> {
    #private;
    set(id: string, item: T): void;
    get(id: string): T | undefined;
}
export declare class RecentCalls {
    readonly scrapes: Recent<ScrapeRecord>;
    readonly searches: Recent<SearchRecord>;
    /** The feedback id of each rated scrape, map or parse (`endpoint jobId`). */
    readonly feedback: Recent<string>;
    /** Credits refunded for search feedback per UTC day. */
    readonly refundedByDay: Map<string, number>;
}
export {};
