import * as z from 'zod';
import { CrawlstreamError, JobCancelledError, JobFailedError, ResponseDecodeError, } from '../errors/errors.js';
import { sleep } from '../http/sleep.js';
import { createPollBackoff } from '../paging/paging-backoff.js';
import { ExtractRequest, ExtractStartResponse, ExtractStatusResponse } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { withExtraFields } from './extra-fields.js';
import { requestBody } from './request-body.js';
import { DEFAULT_NOT_FOUND_GRACE_MS } from './start-job.js';
import { surfaceWarning } from './warning.js';
function isZodSchema(value) {
    return value instanceof z.ZodType;
}
/** JSON Schema of a zod schema, as the service expects it (zod 4's own export, without `$schema`). */
function toServiceSchema(schema) {
    const { $schema: _drop, ...json } = z.toJSONSchema(schema);
    return json;
}
export function extract(transport, request, options = {}) {
    return abortable(async (signal) => {
        // `request` may be anything at run time: validation below reports a non-object as a ValidationError.
        const given = request?.schema;
        const zodSchema = isZodSchema(given) ? given : undefined;
        const body = withExtraFields(parseInput(ExtractRequest, zodSchema ? { ...request, schema: toServiceSchema(zodSchema) } : request, 'extract request'), options, ExtractRequest, 'extract request');
        const warnings = new Set();
        const note = (w) => {
            if (!w || warnings.has(w))
                return;
            warnings.add(w);
            surfaceWarning(w, options, 'extract');
        };
        const started = await requestBody(transport, { method: 'POST', path: '/v2/extract', body, signal }, ExtractStartResponse);
        note(started.warning);
        const id = started.data.id;
        const invalidURLs = started.data.invalidURLs ?? [];
        options.onStart?.({ id, invalidURLs });
        const path = `/v2/extract/${encodeURIComponent(id)}`;
        const backoff = createPollBackoff(options);
        const createdAt = Date.now();
        for (;;) {
            const graceLeft = (options.notFoundGraceMs ?? DEFAULT_NOT_FOUND_GRACE_MS) - (Date.now() - createdAt);
            let res;
            try {
                res = await requestBody(transport, { method: 'GET', path, signal, ...(graceLeft > 0 ? { notFoundGraceMs: graceLeft } : {}) }, ExtractStatusResponse);
            }
            catch (err) {
                throw jobError(err, id, path) ?? err;
            }
            note(res.warning);
            const status = res.data;
            if (status.status === 'completed') {
                let data = status.data;
                if (zodSchema) {
                    const parsed = zodSchema.safeParse(data);
                    if (!parsed.success) {
                        throw new ResponseDecodeError(`Extract job ${id} completed, but its data does not match the given schema (${parsed.error.issues[0]?.message ?? 'mismatch'}); loosen the schema or refine the prompt.`, { method: 'GET', path, code: 'EXTRACT_SCHEMA_MISMATCH', body: data, cause: parsed.error });
                    }
                    data = parsed.data;
                }
                const result = { id, status: 'completed', data, invalidURLs };
                if (warnings.size > 0)
                    result.warning = [...warnings].join('; ');
                if (status.sources !== undefined)
                    result.sources = status.sources;
                if (typeof status.creditsUsed === 'number')
                    result.creditsUsed = status.creditsUsed;
                if (typeof status.tokensUsed === 'number')
                    result.tokensUsed = status.tokensUsed;
                if (typeof status.expiresAt === 'string')
                    result.expiresAt = status.expiresAt;
                return [result];
            }
            if (status.status === 'failed' || status.status === 'cancelled') {
                throw asyncJobEnd('Extract', status.status, id, path, status.error ?? undefined, status);
            }
            await sleep(backoff.next(), signal);
        }
    });
}
/** The typed error of an asynchronous job (extract, agent) that ended `failed` or `cancelled`. */
export function asyncJobEnd(label, status, id, path, reason, body) {
    const details = { jobId: id, method: 'GET', path, body, serverMessage: reason };
    return status === 'failed'
        ? new JobFailedError(`${label} job ${id} failed: ${reason ?? 'no reason given'}.${label === 'Extract' ? ' Check the URLs and the prompt.' : ''}`, { ...details, code: 'JOB_FAILED' })
        : new JobCancelledError(`${label} job ${id} was cancelled.`, { ...details, code: 'JOB_CANCELLED' });
}
/** A `success:false` status body with `status: failed|cancelled` becomes the job's typed error. */
function jobError(err, id, path) {
    if (!(err instanceof CrawlstreamError))
        return undefined;
    const body = err.body;
    if (body?.status !== 'failed' && body?.status !== 'cancelled')
        return undefined;
    return asyncJobEnd('Extract', body.status, id, path, typeof body.error === 'string' ? body.error : undefined, body);
}
