/**
 * The settle step of an export that ran to its end: a budget that stopped the job, failed pages beyond
 * `--max-failed` (or no page at all), the pipeline's commit with its load record, and the summary line.
 * Returns the exit code.
 */
import type { ChangeTracker } from '../changes/change-tracker.js';
import type { BudgetStop } from '../operations/job-budget.js';
import { type CliContext } from './cli-context.js';
import { type FailureReport } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import type { ExportPlan, ExportSummary } from './export-pages.js';
/** What the run found, as the settle step needs it. */
export interface CompletedRun {
    /** Filled in here: `status`, `stoppedBy`, `error`, `changes`. */
    summary: ExportSummary;
    failures: FailureReport | undefined;
    budgetStop: BudgetStop | undefined;
    tracker: ChangeTracker | undefined;
    /** Documents the job delivered (before any filter), the resumed part included. */
    succeeded: number;
    reportedCredits: number | undefined;
    seconds: number;
}
/** Settles an export that ran to its end (see the module); resolves to its exit code. */
export declare function settleCompletedExport(plan: ExportPlan, ctx: CliContext, run: CompletedRun): Promise<ExitCode>;
