import type { RenderOptions } from './web/types.js';
/** The error of every page a server without a database is asked to compare (the open-source server's words). */
export declare const NO_DATABASE_ERROR = "(Internal server error) - Supabase client is not configured.";
export declare class ChangeTracker {
    #private;
    /**
     * @param compares - whether the server has the database comparisons need.
     * @param now - the emulator's clock (a snapshot's time is its scrape's).
     */
    constructor(compares: boolean, now: () => number);
    /** Why a scrape with `options` fails on this server before its page is compared, or `undefined`. */
    refusal(options: RenderOptions): string | undefined;
    /** The document JSON with its `changeTracking` answered when `options` ask for the format. */
    track(json: string, url: string, options: RenderOptions): string;
}
