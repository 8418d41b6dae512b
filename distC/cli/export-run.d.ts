/**
 * What one export run learns while the pages stream: the job, its credits, a budget's stop, the documents
 * delivered; and the page stream itself, with the progress bar, the hooks the library calls and Ctrl-C.
 */
import { type Observable } from 'rxjs';
import type { BudgetStop } from '../operations/job-budget.js';
import type { PageEvent } from '../paging/page-event.js';
import { type CliContext } from './cli-context.js';
import type { ExportPlan } from './export-pages.js';
/** The export was stopped by Ctrl-C. */
export declare class InterruptedError extends Error {
    readonly name = "InterruptedError";
    constructor();
}
export declare class ExportRun {
    #private;
    /** Where the export continues from: what the destination held already. */
    readonly offset: {
        records: number;
        bytes: number;
    };
    jobId: string | undefined;
    /** The job's `creditsUsed` on the last page read. */
    creditsUsed: number | undefined;
    /** Whether the server bills credits, when the check before the start found out. */
    billed: boolean | undefined;
    budgetStop: BudgetStop | undefined;
    /** Documents the job delivered to this run, before any filter (`--dedupe`, `--changes`). */
    received: number;
    constructor(plan: ExportPlan, ctx: CliContext);
    /**
     * The job's pages, watched. Ctrl-C stops reading: a file sink then sees a failure half-way and keeps
     * exactly the data it flushed plus a checkpoint covering it; stdout instead sees the end of the stream, so
     * the pages already received are written out and `--skip` can name the exact next document.
     */
    pages(): Observable<PageEvent>;
    /** The progress bar is done. */
    finish(): void;
}
