/**
 * `--changes` and `--state`: a change-aware export (see `ChangeTracker`). The flags, what they set up, the
 * `changeTracking` format they add to a new job's request, the export's tracker, and the summary line of a
 * run's changes.
 */
import { type Observable } from 'rxjs';
import type { ChangeTracker } from '../changes/change-tracker.js';
import type { LoadRecord } from '../changes/change-types.js';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { CrawlErrorsResponse } from '../schemas/index.js';
import type { PipelineStateAt } from '../sinks/destination.js';
import type { FlagSpec, ParsedInput } from './command.js';
import { type Destination } from './output-target.js';
export declare const changeFlags: Readonly<Record<string, FlagSpec>>;
/** What `--changes` asks for. */
export interface ChangeSetup {
    write: 'changes' | 'all';
    /**
     * Where the pipeline's state is: a file beside a file output, the database of a table output, or
     * `_crawlstream/` of a dataset (the destination says).
     */
    state: PipelineStateAt;
    /**
     * The pipeline's `changeTracking` tag: its name and a hash of where its state is, so that two pipelines
     * never compare against each other's scrapes.
     */
    tag: string;
}
/** Reads `--changes` and `--state`; `undefined` without `--changes`. */
export declare function changeSetup(flags: ParsedInput['flags'], output: Destination): ChangeSetup | undefined;
/**
 * Asks the service to compare each page with its previous scrape under the pipeline's tag (markdown added
 * when the formats lack it, as the format needs it). A server that cannot compare answers without it, and
 * crawlstream's fingerprint decides instead.
 */
export declare function withChangeTracking<T extends {
    formats?: unknown;
}>(scrapeOptions: T | undefined, tag: string): T;
/** ` Changes: …` for the summary line. */
export declare function changeLine(load: LoadRecord | undefined): string;
/**
 * The tracker of a `--changes` export: its store (the state file, or the tables of the output's database),
 * and the job's failed pages and robots-blocked URLs (never tombstoned).
 */
export declare function changeTracker(changes: ChangeSetup & {
    scope?: CrawlScope | undefined;
}, job: {
    jobId: string | undefined;
    jobErrors: ((jobId: string) => Observable<CrawlErrorsResponse>) | undefined;
    /** A fleet's run's fencing token (`OpenOptions.fence`). */
    fence?: number | undefined;
}): Promise<ChangeTracker>;
