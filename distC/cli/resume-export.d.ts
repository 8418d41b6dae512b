import type { Observable } from 'rxjs';
import type { Client } from '../client.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import type { JobPagesOptions } from '../paging/paging-options.js';
import type { CrawlErrorsResponse } from '../schemas/index.js';
import { type RunBudget } from './budget-flags.js';
import type { CliContext } from './cli-context.js';
import type { ExitCode } from './exit-codes.js';
import type { ExportSetup, ResumePoint } from './export-flags.js';
/** The pages of an existing job of either kind, from a cursor: what `pages` and every `--resume` read. */
export declare function jobPages(client: Client, kind: JobKind, jobId: string, options: JobPagesOptions): Observable<PageEvent>;
/** The failed pages of an existing job of either kind. */
export declare function jobErrorsOf(client: Client, kind: JobKind): (jobId: string) => Observable<CrawlErrorsResponse>;
/**
 * `crawl --resume` and `batch --resume`: continues the job the checkpoint names (its own kind decides which
 * job it is) at the checkpoint's cursor, appending to the same file.
 */
export declare function resumeExport(client: Client, setup: ExportSetup & {
    resume: ResumePoint;
}, options: {
    label: string;
    retries: () => number;
    cancelOnUnsubscribe: boolean;
    budget?: RunBudget;
}, ctx: CliContext): Promise<ExitCode>;
