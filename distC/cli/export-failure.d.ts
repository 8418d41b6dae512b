/**
 * What a failed or interrupted export says: the error (with what a missing job means), the failed pages, and
 * the command that resumes, or why there is nothing to resume.
 */
import type { CliContext } from './cli-context.js';
import type { FailureReport } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import type { ExportPlan, ExportSummary } from './export-pages.js';
/** How the export ended, as {@link reportFailedExport} needs it. */
export interface FailedExport {
    error: unknown;
    jobId: string | undefined;
    /** Filled in here: `resume` and `error`. */
    summary: ExportSummary;
    failures: FailureReport | undefined;
    /** A checkpoint beside the output names the job. */
    resumable: boolean;
    /** The job can still be read (it started, and its id and the key were not refused). */
    readable: boolean;
    /** Where a stdout export stopped in the job. */
    nextSkip: number | undefined;
}
/** Writes what a failed or interrupted export says to stderr and returns its exit code. */
export declare function reportFailedExport(plan: ExportPlan, ctx: CliContext, outcome: FailedExport): ExitCode;
