/**
 * The settle step of an export that ran to its end: a budget that stopped the job, failed pages beyond
 * `--max-failed` (or no page at all), the pipeline's commit with its load record, and the summary line.
 * Returns the exit code.
 */
import type { ChangeTracker } from '../changes/change-tracker.js';
import type { BudgetStop } from '../operations/job-budget.js';
import { capLine } from './budget-cap-line.js';
import { changeLine } from './change-flags.js';
import { type CliContext, info, warn } from './cli-context.js';
import { type FailureReport, failureLine } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import { costLine } from './export-cost.js';
import type { ExportPlan, ExportSummary } from './export-pages.js';
import { DEFAULT_MAX_FAILED, failedPagesVerdict } from './failed-pages.js';
import { plural } from './plural.js';
import { formatMegabytes } from './progress-renderer.js';

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
export async function settleCompletedExport(
  plan: ExportPlan,
  ctx: CliContext,
  run: CompletedRun,
): Promise<ExitCode> {
  const { summary, failures, budgetStop, tracker } = run;
  if (budgetStop) {
    summary.status = 'stopped';
    summary.stoppedBy = budgetStop.reason;
  }
  const pagesFailed = failures
    ? failedPagesVerdict(plan.maxFailed ?? DEFAULT_MAX_FAILED, {
        succeeded: run.succeeded,
        failed: failures.failed,
        commonError: failures.commonError,
      })
    : undefined;
  if (pagesFailed !== undefined) Object.assign(summary, { status: 'pages-failed', error: pagesFailed });
  const load =
    tracker && summary.jobId !== undefined
      ? await tracker.commit({
          jobId: summary.jobId,
          outcome: pagesFailed !== undefined ? 'failed' : budgetStop ? 'stopped' : 'completed',
          bytes: summary.bytes,
          credits: run.reportedCredits,
          failed: failures?.failed,
          budgetPages: plan.cap?.pages,
          extra: plan.output.costs?.()?.load,
        })
      : undefined;
  if (load) summary.changes = load;
  info(
    ctx,
    `Wrote ${plural(summary.documents, 'document')} (${formatMegabytes(summary.bytes)}) to ${summary.output} in ${run.seconds.toFixed(1)}s.${capLine(plan.kind, plan.cap, plan.budget?.maxCredits)}${costLine(run.reportedCredits, budgetStop, plan.budget)}${plan.output.costs?.()?.line ?? ''}${failureLine(failures)}${changeLine(load)}`,
  );
  if (pagesFailed !== undefined) warn(ctx, `Export failed: ${pagesFailed}.`);
  return pagesFailed !== undefined ? ExitCode.pagesFailed : budgetStop ? ExitCode.budget : ExitCode.ok;
}
