import { identity, lastValueFrom } from 'rxjs';
import { dedupePages } from '../operators/dedupe-pages.js';
import { changeTracker } from './change-flags.js';
import { info } from './cli-context.js';
import { clearErrorsFile, reportFailures } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import { reportFailedExport } from './export-failure.js';
import { ExportRun, InterruptedError } from './export-run.js';
import { settleCompletedExport } from './export-settle.js';
import { durableAfterFailure, openExport } from './export-sink.js';
import { plural } from './plural.js';
import { UsageError } from './usage-error.js';
import { isValidationError } from './validation-message.js';
/**
 * Streams a job's pages into the output with a progress bar. On the first Ctrl-C it stops reading, lets the
 * sink keep what is durably written (its checkpoint stays consistent) and prints the command that resumes;
 * on a failure it does the same and exits 1.
 */
export async function exportPages(plan, ctx) {
    return (await runExport(plan, ctx)).code;
}
/** {@link exportPages}, also returning the summary (the demo prints figures from it). */
export async function runExport(plan, ctx) {
    const tracker = plan.changes
        ? await changeTracker(plan.changes, {
            jobId: plan.jobId,
            jobErrors: plan.jobErrors,
            fence: ctx.run?.fence,
        })
        : undefined;
    if (plan.resumeFrom?.complete)
        return finishedAlready(plan, plan.resumeFrom, tracker, ctx);
    const run = new ExportRun(plan, ctx);
    const started = performance.now();
    const ended = await streamExport(plan, run, tracker, ctx);
    const seconds = (performance.now() - started) / 1000;
    return reportExport(plan, run, { ...ended, tracker, seconds }, ctx);
}
/**
 * A resume of an export that had finished: the last run may have been stopped between its final
 * checkpoint and moving the file into place, or before the pipeline's state took in the run.
 */
async function finishedAlready(plan, from, tracker, ctx) {
    await plan.output.completeFinished?.();
    const load = await tracker?.commit({ jobId: from.jobId, outcome: 'completed', bytes: from.bytes });
    info(ctx, `Nothing to resume: ${plan.output.name} is complete (${plural(from.records, 'document')}).`);
    const done = {
        status: 'completed',
        jobId: from.jobId,
        output: plan.output.name,
        documents: from.records,
        bytes: from.bytes,
        seconds: 0,
        retries: 0,
        ...(load ? { changes: load } : {}),
    };
    printJson(done, plan.output, ctx);
    return { code: ExitCode.ok, summary: done };
}
/**
 * Streams the job's pages into the destination: the check before the start, then the pages through
 * `--dedupe` and `--changes` into the sink. Bad input (a usage or validation error) is thrown; any other
 * failure ends the stream with what the destination durably holds.
 */
async function streamExport(plan, run, tracker, ctx) {
    const resume = plan.resumeFrom !== undefined;
    let opened;
    try {
        run.billed = (await plan.preflight?.())?.billed;
        if (!resume && plan.jobErrors)
            await clearErrorsFile(plan.output, plan.errorsFile);
        opened = await openExport(plan, { resume, jobId: run.jobId }, ctx.run?.fence);
        const pages = run
            .pages()
            .pipe(plan.dedupe ? dedupePages({ store: plan.dedupe }) : identity, tracker ? tracker.track() : identity);
        const summary = await lastValueFrom(pages.pipe(opened.sink));
        // Ctrl-C ended the stream to stdout.
        if (plan.output.streamsToStdout && ctx.interrupts.requested)
            throw new InterruptedError();
        // The sink counts the whole file, the resumed part included.
        const written = {
            records: summary.records - run.offset.records,
            bytes: summary.jsonBytes - run.offset.bytes,
        };
        return { error: undefined, written, resumable: false, nextSkip: undefined };
    }
    catch (caught) {
        // Bad input found by the library before any request: a usage error (exit 2), not a failed export.
        if (isValidationError(caught) || caught instanceof UsageError)
            throw caught;
        const { pagingErrorInfo } = await import('../paging/paging-error-info.js');
        const at = pagingErrorInfo(caught);
        if (at)
            run.jobId = at.jobId;
        // What is durably in the output is what the checkpoint covers.
        const durable = await durableAfterFailure(plan, opened, { jobId: run.jobId, offset: run.offset }, ctx);
        return { error: caught, written: durable.written, resumable: durable.resumable, nextSkip: durable.skip };
    }
    finally {
        run.finish();
    }
}
/** The summary of the run, the failed pages read, and the exit code: settled when complete, else reported. */
async function reportExport(plan, run, ended, ctx) {
    const { error, written, seconds } = ended;
    const { jobId, offset } = run;
    // What the service reported the job used, unless the server bills nothing (its figure is no cost).
    const reportedCredits = run.billed === false ? undefined : run.creditsUsed;
    const summary = {
        status: error === undefined
            ? 'completed'
            : ctx.interrupts.requested
                ? 'interrupted'
                : isEmbedBudget(error)
                    ? 'stopped'
                    : 'failed',
        ...(isEmbedBudget(error) ? { stoppedBy: 'maxEmbedTokens' } : {}),
        jobId,
        output: plan.output.name,
        documents: offset.records + written.records,
        bytes: offset.bytes + written.bytes,
        seconds: Math.round(seconds * 1000) / 1000,
        retries: plan.retries(),
        ...(reportedCredits === undefined ? {} : { creditsUsed: reportedCredits }),
        ...(plan.cap ? { budgetCap: plan.cap } : {}),
        ...plan.output.costs?.()?.fields,
    };
    const readable = jobId !== undefined && jobReadableAfter(error);
    let failures;
    if (readable && summary.status !== 'interrupted' && plan.jobErrors) {
        const source = { kind: plan.kind, jobId: jobId, errors: plan.jobErrors };
        failures = await reportFailures(source, plan.output, plan.errorsFile, ctx);
        if (failures)
            Object.assign(summary, failures);
    }
    const code = error === undefined
        ? await settleCompletedExport(plan, ctx, {
            summary,
            failures,
            budgetStop: run.budgetStop,
            tracker: ended.tracker,
            succeeded: offset.records + run.received,
            reportedCredits,
            seconds,
        })
        : reportFailedExport(plan, ctx, {
            error,
            jobId,
            summary,
            failures,
            resumable: ended.resumable,
            readable,
            nextSkip: ended.nextSkip,
        });
    printJson(summary, plan.output, ctx);
    return { code, summary };
}
/** `--max-embed-tokens` stopped the export: the pages embedded before are written, and a resume continues. */
function isEmbedBudget(error) {
    return error?.code === 'EMBED_BUDGET';
}
/** Whether the job can be read after the export ended: not when it never started, or its id or key was refused. */
function jobReadableAfter(error) {
    const status = error?.status;
    return (error?.name !== 'JobFailedError' &&
        status !== 401 &&
        status !== 403 &&
        status !== 404);
}
function printJson(summary, output, ctx) {
    if (!ctx.global.json)
        return;
    // stdout carries the documents when exporting to `-`, so the summary goes to stderr then.
    const target = output.streamsToStdout ? ctx.stderr : ctx.stdout;
    target.write(`${JSON.stringify(summary)}\n`);
}
