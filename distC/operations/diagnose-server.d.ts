import { type ClientOptions } from '../http/config.js';
/** The verdict of one check. `fail` means crawlstream cannot export from this server safely. */
export type CheckStatus = 'ok' | 'quirk' | 'missing' | 'unknown' | 'fail';
/** One thing `diagnoseServer` looked at. */
export interface ServerCheck {
    /**
     * Short name: `reachable`, `auth`, `idempotency`, `routes`, `credits`, `queue`, `job` (with a job id),
     * `paging`, `changes`, `websocket`.
     */
    name: string;
    status: CheckStatus;
    /** What the server did. */
    found: string;
    /** What crawlstream does about it (or what the user should do). */
    action: string;
}
/** What {@link diagnoseServer} found. */
export interface ServerDiagnosis {
    /** The server's origin (never the key). */
    origin: string;
    checks: ServerCheck[];
    /**
     * No check failed: every check passed, has a quirk crawlstream handles, or could not be made (listed in
     * `notChecked`). `false` when a check failed: crawlstream cannot export from this server safely.
     */
    safe: boolean;
    /** The checks that could not be made (status `unknown`): paging without a job, change tracking without a page. */
    notChecked: string[];
}
/** Options of {@link diagnoseServer}: where the server is, and optionally a job to test status paging on. */
export interface DiagnoseOptions extends ClientOptions {
    /** A crawl or batch-scrape job with at least 3 documents; without one, paging is not checked. */
    jobId?: string | undefined;
    /**
     * A page to probe change tracking with (one scrape with the `changeTracking` format: one credit where the
     * server bills, two when it fails). Without it, the first document of `jobId`; without either, not
     * checked. The cloud service is not probed: it compares.
     */
    probeUrl?: string | undefined;
    /** How long the WebSocket probe waits, in ms. @default 5000 */
    webSocketTimeoutMs?: number | undefined;
}
/**
 * Probes the server `options` point at.
 *
 * @example
 * ```ts
 * const report = await diagnoseServer({ apiUrl: 'http://localhost:3002', jobId });
 * for (const c of report.checks) console.log(c.name, c.status, c.found);
 * ```
 */
export declare function diagnoseServer(options?: DiagnoseOptions): Promise<ServerDiagnosis>;
