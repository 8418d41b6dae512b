import { describeError } from './describe-error.js';
import { failureLine } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import { notFoundNote } from './job-expiry.js';
import { outputErrorNote } from './output-error.js';
import { resumeCommand } from './resume-command.js';
/** Writes what a failed or interrupted export says to stderr and returns its exit code. */
export function reportFailedExport(plan, ctx, outcome) {
    const { error, jobId, summary, failures } = outcome;
    const { status: httpStatus, code } = (error ?? {});
    const notFound = httpStatus === 404 && code !== 'ROUTE_NOT_FOUND' && jobId !== undefined;
    const failure = `${describeError(error)}${outputErrorNote(error, plan.output)}${notFound ? notFoundNote(jobId, Date.now()) : ''}`;
    if (summary.status === 'failed')
        ctx.stderr.write(`Export failed: ${failure}\n`);
    if (summary.status === 'stopped')
        ctx.stderr.write(`Export stopped: ${failure}\n`);
    if (ctx.global.debug && error instanceof Error)
        ctx.stderr.write(`${error.stack ?? ''}\n`);
    if (failureLine(failures) !== '')
        ctx.stderr.write(`${failureLine(failures).trim()}\n`);
    if (jobId !== undefined && (outcome.resumable || outcome.readable)) {
        summary.resume = resumeCommand({
            kind: plan.kind,
            jobId,
            output: plan.output,
            ...(outcome.nextSkip !== undefined ? { skip: outcome.nextSkip } : {}),
            ...(plan.dedupe ? { dedupe: true } : {}),
            ...(plan.changes ? { changes: plan.changes } : {}),
            ...(plan.paging ? { paging: plan.paging } : {}),
            ...(ctx.global.apiUrl !== undefined ? { apiUrl: ctx.global.apiUrl } : {}),
        });
        const kept = plan.output.readCheckpoint === undefined
            ? ''
            : outcome.resumable
                ? `${plan.output.keptAfterFailure ?? 'Output and checkpoint are kept.'}\n`
                : `No checkpoint was written, so the export of job ${jobId} starts again from its first document.\n`;
        const password = plan.output.resumeNote ? `${plan.output.resumeNote}\n` : '';
        ctx.stderr.write(`${kept}Resume with:\n  ${summary.resume}\n${password}`);
    }
    else if (jobId === undefined) {
        ctx.stderr.write('No job was started, so there is nothing to resume: fix the cause above and run the same command again.\n');
    }
    else {
        ctx.stderr.write(`Nothing of job ${jobId} was written, so there is nothing to resume.\n`);
    }
    if (summary.status === 'failed')
        summary.error = failure;
    if (summary.status === 'stopped')
        return ExitCode.budget;
    return summary.status === 'interrupted' ? ExitCode.interrupted : ExitCode.failed;
}
