/**
 * After an export ends, what the job did not deliver: its failed pages and robots-blocked URLs, read from
 * the job's `/errors` and written beside the output (`<file>.errors.jsonl`, a dataset's `errors/` part, or
 * `--errors FILE`). Failed pages count neither in `completed` nor in `total`, so without this a job that
 * lost pages looks complete.
 */
import { readFile, rm } from 'node:fs/promises';
import { firstValueFrom } from 'rxjs';
import { isNotOffered } from '../errors/errors.js';
import { writeFileDurably } from '../files/durable-file.js';
import { warn } from './cli-context.js';
import { describeError } from './describe-error.js';
import { commonErrorOf } from './failed-pages.js';
import { plural } from './plural.js';
/** The summary's sentence about failures and the errors file written, or `''` when nothing was read. */
export function failureLine(report) {
    if (!report)
        return '';
    const file = report.errorsFile
        ? `${report.errorsFile} (${plural(report.errorsLines ?? 0, 'line')})`
        : undefined;
    if (report.failed + report.robotsBlocked === 0)
        return file ? ` No page failed; errors file: ${file}.` : '';
    const parts = [];
    if (report.failed > 0)
        parts.push(`${plural(report.failed, 'page')} failed`);
    if (report.robotsBlocked > 0) {
        parts.push(`${report.robotsBlocked} URL${report.robotsBlocked === 1 ? ' was' : 's were'} blocked by robots.txt`);
    }
    const where = file ? `: listed in ${file}` : ' (add --errors FILE to list them)';
    return ` ${parts.join(' and ')}${where}.`;
}
/** One line per failed page (`reason: "failed"`) and per robots-blocked URL (`reason: "robotsBlocked"`). */
export function errorRecords(kind, jobId, errors) {
    const lines = [];
    for (const e of errors.errors) {
        lines.push(JSON.stringify({
            reason: 'failed',
            url: e.url,
            error: e.error,
            code: e.code ?? null,
            timestamp: e.timestamp ?? null,
            jobId,
            kind,
        }));
    }
    for (const url of errors.robotsBlocked)
        lines.push(JSON.stringify({ reason: 'robotsBlocked', url, jobId, kind }));
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
/** Where a job's errors go for `output` and `--errors`; `undefined` for a dataset (its own part) or nowhere. */
function errorsTarget(output, errorsFlag) {
    return errorsFlag ?? output.errorsFile;
}
/**
 * A new export (not a resume, not a retry) starts its errors file afresh: records of an earlier job that the
 * output no longer holds must not be read as this job's.
 */
export async function clearErrorsFile(output, errorsFlag) {
    if (output.writeFailedPages && errorsFlag === undefined)
        return;
    const file = errorsTarget(output, errorsFlag);
    if (file !== undefined)
        await rm(file, { force: true });
}
/**
 * The records to keep of an errors file when job `jobId` reports: the robots-blocked URLs of the other jobs
 * in the same output (a retry of failed pages appends a job to an export; its failed pages were retried,
 * its blocked URLs were not).
 */
async function keptRecords(file, jobId) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const kept = text
        .split('\n')
        .filter((line) => line !== '')
        .filter((line) => {
        const record = JSON.parse(line);
        return record.reason === 'robotsBlocked' && record.jobId !== jobId;
    });
    return kept.length === 0 ? '' : `${kept.join('\n')}\n`;
}
/**
 * Reads the job's errors and writes them where `output` (or `errorsFlag`) says. The file is replaced
 * atomically: the job's whole list, after the robots-blocked records of other jobs of the same output, so a
 * resumed, repeated or retried export leaves each URL in it once. A server without the route, or a read
 * that fails, is warned about; the export's own result stands.
 */
export async function reportFailures(source, output, errorsFlag, ctx) {
    let errors;
    try {
        errors = await firstValueFrom(source.errors(source.jobId));
    }
    catch (err) {
        const why = isNotOffered(err) ? 'the server does not offer the errors route' : describeError(err);
        warn(ctx, `The failed pages of job ${source.jobId} could not be read (${why}); they are not listed.`);
        return undefined;
    }
    const report = { failed: errors.errors.length, robotsBlocked: errors.robotsBlocked.length };
    const common = commonErrorOf(errors.errors);
    if (common !== undefined)
        report.commonError = common;
    const text = errorRecords(source.kind, source.jobId, errors);
    try {
        if (output.writeFailedPages && errorsFlag === undefined) {
            report.errorsFile = await output.writeFailedPages({ jobId: source.jobId, failed: report.failed, robotsBlocked: report.robotsBlocked }, text);
            report.errorsLines = report.failed + report.robotsBlocked;
            return report;
        }
        const file = errorsTarget(output, errorsFlag);
        if (file === undefined)
            return report;
        const all = (await keptRecords(file, source.jobId)) + text;
        await writeFileDurably(file, all);
        report.errorsFile = file;
        report.errorsLines = all === '' ? 0 : all.split('\n').length - 1;
    }
    catch (err) {
        warn(ctx, `The failed pages of job ${source.jobId} could not be written: ${describeError(err)}`);
    }
    return report;
}
