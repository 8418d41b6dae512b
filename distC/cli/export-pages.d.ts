import { type Observable } from 'rxjs';
import type { LoadRecord } from '../changes/change-types.js';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { BudgetCap } from '../operations/budget-cap.js';
import type { BudgetStop } from '../operations/job-budget.js';
import type { DedupeStore } from '../operators/index.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import type { Progress } from '../paging/progress.js';
import type { CrawlErrorsResponse } from '../schemas/index.js';
import type { RunBudget } from './budget-flags.js';
import { type ChangeSetup } from './change-flags.js';
import { type CliContext } from './cli-context.js';
import { ExitCode } from './exit-codes.js';
import type { ExportPaging, ResumePoint } from './export-flags.js';
import type { MaxFailed } from './failed-pages.js';
import type { Destination } from './output-target.js';
/** One export of a job's pages to a file or stdout; see {@link exportPages}. */
export interface ExportPlan {
    /** Kind of job, for the resume command. */
    kind: JobKind;
    /** Label of the progress bar. */
    label: string;
    /** Where the documents go. */
    output: Destination;
    /** The pages to export; spread `hooks` into the library's paging options. */
    pages: (hooks: ExportHooks) => Observable<PageEvent>;
    /** The job id when known before the first page (resume, `pages`). */
    jobId?: string;
    /** Where the pages start in the job (`pages --skip`), for the stdout resume command. */
    startSkip?: number;
    /** The checkpoint to continue the file from (`--resume`); its counts are added to the progress. */
    resumeFrom?: ResumePoint;
    /** `--dedupe` store, when deduplicating. */
    dedupe?: DedupeStore;
    /** `--read-ahead` and `--page-limit`, passed to the library with the hooks. */
    paging?: ExportPaging;
    /** Retries made so far by the client, for the summary. */
    retries: () => number;
    /** `--max-credits` and `--deadline`, for the summary (the library enforces them). */
    budget?: RunBudget;
    /** How `--max-credits` lowered the job's pages before it started, for the summary and the loads log. */
    cap?: BudgetCap;
    /**
     * Runs before the first page is asked for (the credit check before a job starts) and says whether the
     * server bills credits. A failure is reported like any failed export; a `UsageError` or `ValidationError`
     * is bad input (exit 2).
     */
    preflight?: () => Promise<{
        billed: boolean | undefined;
    }>;
    /** Reads the job's failed pages once the export ended (`crawlErrors` / `batchScrapeErrors`). */
    jobErrors?: (jobId: string) => Observable<CrawlErrorsResponse>;
    /** `--errors FILE`: where the failed pages go instead of beside the output. */
    errorsFile?: string;
    /** `--max-failed`: how many failed pages fail the run (default 50%; none succeeding always does). */
    maxFailed?: MaxFailed;
    /** `--changes`: mark, filter and journal the documents, then commit the pipeline's state. */
    changes?: ChangeSetup & {
        scope?: CrawlScope;
    };
}
/** Callbacks and paging options the export passes to the library's paging options. */
export interface ExportHooks extends ExportPaging {
    /** Progress after each status page. */
    onProgress: (progress: Progress) => void;
    /** The job was created (crawl, batch): its id is known before the first page. */
    onStart: (start: {
        id: string;
        invalidURLs?: readonly string[];
    }) => void;
    /** A budget stopped the job (after its last document). */
    onBudgetStop: (stop: BudgetStop) => void;
}
/** The final summary of an export, printed by `--json`. */
export interface ExportSummary {
    /**
     * `stopped`: a budget (`stoppedBy`) stopped the job; the output holds everything it scraped.
     * `pages-failed`: the export is complete, but no page succeeded or more failed than `--max-failed` allows
     * (`error` says which).
     */
    status: 'completed' | 'stopped' | 'pages-failed' | 'interrupted' | 'failed';
    jobId: string | undefined;
    output: string;
    /** Documents in the output (for a failed or interrupted file export: those its checkpoint covers). */
    documents: number;
    /** Characters of document JSON in the output. */
    bytes: number;
    seconds: number;
    retries: number;
    /** The job's `creditsUsed` on its last page read, where the server bills (the whole job's, not this run's). */
    creditsUsed?: number;
    /** Which budget stopped the job. */
    stoppedBy?: BudgetStop['reason'] | 'maxEmbedTokens';
    /** A vector table's chunks of the documents written, those embedded, and the embedder's tokens. */
    chunks?: number;
    embeddedChunks?: number;
    embedTokens?: number;
    /** `--max-credits` lowered the job to the pages it pays for (a crawl's `limit`, a batch's URLs). */
    budgetCap?: BudgetCap;
    /** Pages of the job that failed to scrape (from its `/errors`). */
    failed?: number;
    /** URLs robots.txt kept the job from. */
    robotsBlocked?: number;
    /** Where the failed pages and blocked URLs were written. */
    errorsFile?: string;
    /** `--changes`: the run's load record (counts per change status, how they were told apart). */
    changes?: LoadRecord;
    resume?: string;
    error?: string;
}
/**
 * Streams a job's pages into the output with a progress bar. On the first Ctrl-C it stops reading, lets the
 * sink keep what is durably written (its checkpoint stays consistent) and prints the command that resumes;
 * on a failure it does the same and exits 1.
 */
export declare function exportPages(plan: ExportPlan, ctx: CliContext): Promise<ExitCode>;
/** {@link exportPages}, also returning the summary (the demo prints figures from it). */
export declare function runExport(plan: ExportPlan, ctx: CliContext): Promise<{
    code: ExitCode;
    summary: ExportSummary;
}>;
