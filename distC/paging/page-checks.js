/**
 * What a status page must be before its documents are delivered, and the errors a job's end becomes: the
 * body a JSON object with an envelope, `success` not false, a known status, a `data` list; `cancelled` and
 * `failed` end the run with their own errors.
 */
import { errorFromResponse } from '../errors/error-from-response.js';
import { CrawlstreamError, JobCancelledError, JobFailedError, ResponseDecodeError, } from '../errors/errors.js';
import { withoutFinalPeriod } from '../errors/sentence.js';
import { parsePageBytes } from './page-parser-bytes.js';
const STATUSES = new Set(['scraping', 'completed', 'cancelled', 'failed']);
/**
 * Checks a status page's envelope and returns the job's status. `success:false` is an error whatever the
 * HTTP status (a failed job's page gets its own error from {@link jobEndError}); a `data` that is not a list
 * would otherwise read as an empty page: a silent partial result.
 */
export function checkEnvelope(page, httpStatus, path) {
    const { envelope } = page;
    if (envelope.success === false && envelope.status !== 'failed') {
        throw errorFromResponse({ status: httpStatus, body: envelope.fields, method: 'GET', path });
    }
    const status = statusOf(envelope, path);
    if (!page.hasData && status !== 'failed') {
        throw new ResponseDecodeError(`GET ${path} returned a status page without a data list; resume from the cursor once the service recovers.`, { method: 'GET', path, code: 'UNEXPECTED_RESPONSE', body: envelope.fields });
    }
    return status;
}
/** The error that ends the run of a `cancelled` or `failed` job, after its `skip` documents were emitted. */
export function jobEndError(status, envelope, jobId, path, skip) {
    if (status === 'cancelled') {
        return new JobCancelledError(`Job ${jobId} was cancelled; all ${skip} documents it produced were emitted.`, {
            jobId,
            method: 'GET',
            path,
            code: 'JOB_CANCELLED',
        });
    }
    const reason = envelope.error ?? 'no reason given';
    return new JobFailedError(`Job ${jobId} failed: ${withoutFinalPeriod(reason)}. Start a new job after fixing the cause.`, { jobId, method: 'GET', path, code: 'JOB_FAILED', serverMessage: reason, body: envelope.fields });
}
function statusOf(envelope, path) {
    const status = envelope.status;
    if (status !== undefined && STATUSES.has(status))
        return status;
    throw new ResponseDecodeError(`GET ${path} returned an unknown job status ${JSON.stringify(status)}; expected scraping, completed, cancelled or failed.`, { method: 'GET', path, code: 'UNEXPECTED_STATUS', body: envelope.fields });
}
/**
 * Splits a status page body into envelope and document bytes (the transport reads `success` from `fields`).
 * Only the page parser's own failure means a body that is not JSON.
 */
export function parsePageBody(path, checkEscapes) {
    return (bytes) => {
        let page;
        try {
            page = parsePageBytes(bytes, { checkEscapes });
        }
        catch (cause) {
            throw new ResponseDecodeError(`GET ${path} returned a body that is not a JSON object; retry from the cursor.`, { method: 'GET', path, code: 'INVALID_JSON', cause });
        }
        return Object.assign(page, { fields: page.envelope.fields });
    };
}
/** A 200 with `success:false` and `status:"failed"` (the job never started) becomes a JobFailedError. */
export function asJobError(err, jobId, path) {
    if (!(err instanceof CrawlstreamError) || err.body === null || typeof err.body !== 'object')
        return err;
    const body = err.body;
    if (body.status !== 'failed')
        return err;
    const reason = typeof body.error === 'string' ? body.error : 'no reason given';
    return new JobFailedError(`Job ${jobId} failed to start: ${withoutFinalPeriod(reason)}. Check the start URL and options, then start a new job.`, {
        jobId,
        method: 'GET',
        path,
        status: err.status,
        code: err.code ?? 'JOB_FAILED',
        body,
        serverMessage: reason,
        cause: err,
    });
}
