import type { LoadRecord } from '../changes/change-types.js';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { Client } from '../client.js';
import type { Emulator } from '../emulator/index.js';
import type { CrawlRequest } from '../schemas/crawl.js';
import type { ChangeSetup } from './change-flags.js';
import type { CliContext } from './cli-context.js';
import { ExitCode } from './exit-codes.js';
/**
 * How often the demo reads its running crawls, in ms, unless `--poll-interval` says otherwise: its server is
 * the emulator in this process, where a read costs nothing, so it need not wait the 1 s a remote service gets
 * (the crawl of 3,000 pages ends a fraction of a second after it starts).
 */
export declare const DEMO_POLL_INTERVAL_MS = 100;
/** The poll option of the demo's crawls: `--poll-interval`, else {@link DEMO_POLL_INTERVAL_MS}. */
export declare function demoPolling(ctx: CliContext): {
    pollIntervalMs: number;
};
/** What the second day did. */
export interface DemoChanges {
    path: string;
    statePath: string;
    seconds: number;
    /** What the second crawl found and what it wrote, by change status. */
    load: LoadRecord;
    /** What the web changed between the days. */
    /** What the advance changed in the whole web, and of it what lies in the crawl's reach (day 1's pages). */
    web: {
        edited: number;
        added: number;
        removed: number;
        editedFound: number;
        removedFound: number;
    };
    /** The records written are exactly the pages the web changed that the crawl reaches. */
    exact: boolean;
}
/** The demo pipeline's `--changes` setup, with the crawl's scope. */
export type DemoPipeline = ChangeSetup & {
    scope: CrawlScope;
};
/** The demo's crawl, with the pipeline's change tracking asked of the service. */
export declare function demoCrawl(site: string, pages: number): CrawlRequest;
/**
 * The demo pipeline's change tracking, its state in `statePath` (an earlier demo's state is removed: each
 * demo starts on day 1).
 */
export declare function demoPipeline(request: CrawlRequest, statePath: string): Promise<DemoPipeline>;
/** The second day: the web moves on, and the same crawl writes what changed to `path`. */
export declare function demoChanges(emulator: Emulator, client: Client, firstJob: string, request: CrawlRequest, pipeline: DemoPipeline, path: string, ctx: CliContext): Promise<DemoChanges | ExitCode>;
