import { BrowserExecutionError, CrawlstreamError } from '../errors/errors.js';
import { BrowserCreateRequest, BrowserDeleteResponse, BrowserExecuteRequest, BrowserExecuteResult, BrowserListRequest, BrowserListResponse, BrowserSession, SessionId, } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { requestBody } from './request-body.js';
function sessionPath(sessionId) {
    return `/v2/browser/${encodeURIComponent(parseInput(SessionId, sessionId, 'browser session id'))}`;
}
/**
 * Creates a browser session (`POST /v2/browser`); emits the session record (`id`, `cdpUrl`, `liveViewUrl`, ...).
 *
 * @example
 * ```ts
 * client.browser.create({ ttl: 300 }).subscribe((s) => console.log(s.id, s.cdpUrl));
 * ```
 */
export function browserCreate(transport, request = {}) {
    return abortable(async (signal) => {
        const body = parseInput(BrowserCreateRequest, request, 'browser create request');
        const res = await requestBody(transport, { method: 'POST', path: '/v2/browser', body, signal }, BrowserSession);
        return [res.data];
    });
}
/** Lists browser sessions (`GET /v2/browser?status=`); emits each session record. */
export function browserList(transport, request = {}) {
    return abortable(async (signal) => {
        const query = parseInput(BrowserListRequest, request, 'browser list request');
        const res = await requestBody(transport, { method: 'GET', path: '/v2/browser', query, signal }, BrowserListResponse);
        return res.data.sessions;
    });
}
/**
 * Runs code in a session (`POST /v2/browser/{id}/execute`); emits the execution result when the code ran
 * cleanly. A failed run (`success: false`, or `success: true` with `error` set, or `killed`) is a
 * {@link BrowserExecutionError} carrying the full result, never a success. Unknown sessions fail with
 * `NotFoundError`, destroyed ones with `GoneError`.
 *
 * @example
 * ```ts
 * client.browser.execute(id, { code: 'console.log(await page.title())' })
 *   .subscribe({ next: (r) => console.log(r.stdout), error: (e) => console.error(e.result?.stderr) });
 * ```
 */
export function browserExecute(transport, sessionId, request) {
    return abortable(async (signal) => {
        const path = `${sessionPath(sessionId)}/execute`;
        const body = parseInput(BrowserExecuteRequest, request, 'browser execute request');
        let result;
        try {
            const res = await requestBody(transport, 
            // Running code is not idempotent: a retry could run it twice, so only connect-phase failures retry.
            { method: 'POST', path, body, signal }, BrowserExecuteResult);
            result = res.data;
        }
        catch (err) {
            // A 2xx `success:false` execution result arrives as an error from the transport; give it its own class.
            const parsed = err instanceof CrawlstreamError ? BrowserExecuteResult.safeParse(err.body) : undefined;
            if (err instanceof CrawlstreamError &&
                err.status !== undefined &&
                err.status < 300 &&
                parsed?.success) {
                throw executionError(parsed.data, sessionId, path, err);
            }
            throw err;
        }
        if (!result.success || result.error || result.killed)
            throw executionError(result, sessionId, path);
        return [result];
    });
}
function executionError(result, sessionId, path, cause) {
    const why = result.killed
        ? 'was killed at its time limit; raise `timeout` (seconds, ≤ 300)'
        : `failed: ${result.error ?? result.stderr ?? 'no error message'}`;
    return new BrowserExecutionError(`Code in browser session ${sessionId} ${why}. See err.result for its output.`, {
        result,
        sessionId,
        method: 'POST',
        path,
        serverMessage: result.error ?? undefined,
        cause,
    });
}
/**
 * Destroys a session; emits `{ success, sessionDurationMs, creditsBilled }`. See {@link BrowserDeleteOptions}
 * for the two request forms.
 */
export function browserDelete(transport, sessionId, options = {}) {
    return abortable(async (signal) => {
        const res = options.form === 'body'
            ? await requestBody(transport, {
                method: 'DELETE',
                path: '/v2/browser',
                body: { id: parseInput(SessionId, sessionId, 'browser session id') },
                signal,
            }, BrowserDeleteResponse)
            : await requestBody(transport, { method: 'DELETE', path: sessionPath(sessionId), signal }, BrowserDeleteResponse);
        return [res.data];
    });
}
