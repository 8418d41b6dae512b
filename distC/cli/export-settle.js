import { capLine } from './budget-cap-line.js';
import { changeLine } from './change-flags.js';
import { info, warn } from './cli-context.js';
import { failureLine } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import { costLine } from './export-cost.js';
import { DEFAULT_MAX_FAILED, failedPagesVerdict } from './failed-pages.js';
import { plural } from './plural.js';
import { formatMegabytes } from './progress-renderer.js';
/** Settles an export that ran to its end (see the module); resolves to its exit code. */
export async function settleCompletedExport(plan, ctx, run) {
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
    if (pagesFailed !== undefined)
        Object.assign(summary, { status: 'pages-failed', error: pagesFailed });
    const load = tracker && summary.jobId !== undefined
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
    if (load)
        summary.changes = load;
    info(ctx, `Wrote ${plural(summary.documents, 'document')} (${formatMegabytes(summary.bytes)}) to ${summary.output} in ${run.seconds.toFixed(1)}s.${capLine(plan.kind, plan.cap, plan.budget?.maxCredits)}${costLine(run.reportedCredits, budgetStop, plan.budget)}${plan.output.costs?.()?.line ?? ''}${failureLine(failures)}${changeLine(load)}`);
    if (pagesFailed !== undefined)
        warn(ctx, `Export failed: ${pagesFailed}.`);
    return pagesFailed !== undefined ? ExitCode.pagesFailed : budgetStop ? ExitCode.budget : ExitCode.ok;
}
