/**
 * Which server the emulator plays. The cloud service is the default; the self-hosted profiles reproduce
 * the open-source server as people run it (2025 builds, Redis only, no database), quirks included, so that
 * clients can be tested against both kinds of server.
 */
/** Names of the servers the emulator can play. */
export type ServerProfileName = 'cloud' | 'self-hosted-2025' | 'self-hosted-2025-fixed';
/** Every profile name, for flag parsing and help text. */
export declare const SERVER_PROFILE_NAMES: readonly ServerProfileName[];
/** How a profile behaves where servers differ. */
export interface ServerProfile {
    readonly name: ServerProfileName;
    /** The bearer token is checked (a self-hosted server without a database accepts anything). */
    readonly authRequired: boolean;
    /**
     * `keys`: `x-idempotency-key` is honoured on both create calls. `crawl-500`: a UUID key on `POST /crawl`
     * answers 500 and creates no job (the key is looked up in a database that is not there), a non-UUID key
     * 409; batch scrape ignores the header.
     */
    readonly idempotency: 'keys' | 'crawl-500';
    /**
     * `honour`: `skip` and `limit` as documented. `ignore-skip`: every status read returns the documents from
     * the first one, whatever its `limit` (cut at 10 MiB only), with `next` at `skip + count`. `limit-off-by-one`: `skip` is honoured,
     * `limit=N` yields N−1 documents.
     */
    readonly statusPaging: 'honour' | 'ignore-skip' | 'limit-off-by-one';
    /**
     * `service`: `next` while not completed or documents are left. `total`: `next` exactly when
     * `total > skip + returned`, whatever the status.
     */
    readonly nextRule: 'service' | 'total';
    /** Cancelling a completed job: 409 (`conflict`) or 200 and the job becomes `cancelled` (`cancels`). */
    readonly cancelCompleted: 'conflict' | 'cancels';
    /** The routes a self-hosted build lacks (`/batch/scrape/{id}/errors`, `/browser`) exist. */
    readonly allRoutes: boolean;
    /** Unknown routes answer the service's JSON 404, or Express's HTML page `Cannot GET …`. */
    readonly unknownRoute: 'json' | 'html';
    /** A batch scrape skips invalid URLs unless told not to (`default`), or only when told to (`when-asked`). */
    readonly skipInvalidUrls: 'default' | 'when-asked';
    /** Job ids must be UUIDs (400 otherwise), or any id reads as unknown (404). */
    readonly uuidIds: boolean;
    /**
     * `count`: credits are billed and `creditsUsed` is the job's bill. `pages`: nothing is billed (the balance
     * is fixed) but `creditsUsed` counts the job's pages, as the open-source server here does. `none`:
     * nothing is billed and `creditsUsed` is -1.
     */
    readonly credits: 'count' | 'pages' | 'none';
    /**
     * A crawl start with `maxConcurrency`: honoured, or answered 500 (a self-hosted build without its database
     * reads the team's concurrency record, which is not there).
     */
    readonly crawlMaxConcurrency: 'honour' | 'fails-500';
    /**
     * The `changeTracking` format compares with the team's previous scrape (`compare`), or cannot (`fails`: a
     * server without its database fails every page that asks for it, `(Internal server error) - Supabase
     * client is not configured.`).
     */
    readonly changeTracking: 'compare' | 'fails';
}
/** The behaviour of a named profile; throws a `RangeError` naming the choices for an unknown name. */
export declare function serverProfile(name: string): ServerProfile;
/** The `creditsUsed` a status page shows: the bill, the pages (a server that bills nothing), or -1. */
export declare function reportedCredits(profile: ServerProfile, job: {
    creditsUsed: number;
    completed: number;
}): number;
