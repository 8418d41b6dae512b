import { CrawlstreamError } from '../errors/errors.js';
import { createBodyTarget } from './body-copy.js';
import { Cancellation } from './cancel-signal.js';
import { dispatchAnswer } from './dispatch-answer.js';
import { closedError } from './lifecycle.js';
import { readBodyBytes, readBodyText } from './read-body.js';
import { flattenHeaders, headerText } from './request-target.js';
import { COPY_BODY } from './slab-reads.js';
import { abortError } from './sleep.js';
import { errorFromUndici } from './undici-errors.js';
/**
 * Bodies up to this size with a `Content-Length` and no content coding are read whole rather than through
 * a streaming `TextDecoder`: gathered by the dispatch handler on the transport's own connections
 * (dispatch-answer.ts), with undici's own `text()` on a dispatcher passed in. For a small JSON answer that
 * is several times cheaper, and the size guard holds anyway, since undici reads no more than the announced
 * length. Like `TextDecoder`, both drop a UTF-8 byte order mark.
 */
const SMALL_BODY_BYTES = 256 * 1024;
function smallBody(info, maxBytes) {
    const coding = info.contentEncoding;
    if (coding !== undefined && coding !== '' && coding.trim().toLowerCase() !== 'identity')
        return false;
    const length = info.contentLength === undefined ? Number.NaN : Number(info.contentLength);
    return length >= 0 && length <= SMALL_BODY_BYTES && length <= maxBytes;
}
export function createAttempt(config, dispatchers, lifecycle) {
    const { plain, bulk, send, slabs, owned } = dispatchers;
    // Which answers the transport's own connections gather in memory rather than stream (see smallBody).
    const gatherSmall = (h) => smallBody({ contentLength: headerText(h['content-length']), contentEncoding: headerText(h['content-encoding']) }, config.maxResponseBytes);
    return async function attempt(call) {
        const { spec, page } = call;
        const timeoutMs = spec.timeoutMs ?? config.timeoutMs;
        // One cancellation per attempt joins the caller's signal, the timeout and close(); listeners are removed
        // in `finally`, so a long-lived caller signal does not collect one listener per page.
        const cancel = new Cancellation();
        let timedOut = false;
        const onTimeout = () => {
            timedOut = true;
            cancel.abort();
        };
        let timer = setTimeout(onTimeout, timeoutMs);
        // A body waiting for admission is not the server's delay: the attempt's clock stops while it waits.
        const pageAdmit = page?.admit;
        const admit = pageAdmit
            ? async () => {
                clearTimeout(timer);
                await untilAdmitted(pageAdmit, cancel);
                timer = setTimeout(onTimeout, timeoutMs);
            }
            : undefined;
        const signal = spec.signal;
        const onAbort = () => cancel.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        const untrack = lifecycle.track(cancel);
        if (lifecycle.closed)
            cancel.abort();
        // A successful page body of announced length is copied to its buffer as it is parsed (on the slab
        // connections only: a dispatcher the caller passed never sees the target).
        const bodyTarget = page && slabs ? createBodyTarget(page.buffer, config.maxResponseBytes, admit) : undefined;
        try {
            const options = {
                origin: config.origin,
                path: call.target,
                method: spec.method,
                headers: call.headers,
                body: spec.upload ? spec.upload.open() : (call.body ?? null),
            };
            const res = !page && owned
                ? await dispatchAnswer(plain, options, cancel, gatherSmall)
                : await send.call(page ? bulk : plain, {
                    ...options,
                    // undici reads `aborted` and `reason` and adds and removes one 'abort' listener; nothing more.
                    signal: cancel,
                    ...(bodyTarget ? { [COPY_BODY]: bodyTarget } : {}),
                });
            const headers = flattenHeaders(res.headers);
            const status = res.statusCode;
            if ('text' in res && res.text !== undefined)
                return { status, headers, text: res.text };
            const body = res.body;
            const info = {
                method: spec.method,
                path: spec.path,
                status,
                contentLength: headers['content-length'],
                contentEncoding: headers['content-encoding'],
            };
            if (page && status >= 200 && status < 300) {
                // On a dispatcher without the body target, the body waits in undici's stream, which stops reading.
                if (!bodyTarget)
                    await admit?.();
                const buffer = (size) => bodyTarget?.buffer(size) ?? page.buffer?.(size);
                return { status, headers, bytes: await readBodyBytes(body, config.maxResponseBytes, info, buffer) };
            }
            const text = smallBody(info, config.maxResponseBytes) && typeof body.text === 'function'
                ? await body.text()
                : await readBodyText(body, config.maxResponseBytes, info);
            return { status, headers, text };
        }
        catch (caught) {
            if (signal?.aborted)
                throw abortError(signal, spec);
            if (lifecycle.closed)
                throw closedError(spec);
            if (caught instanceof CrawlstreamError)
                throw caught;
            throw errorFromUndici(caught, { method: spec.method, path: spec.path, timedOut, timeoutMs });
        }
        finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            untrack();
        }
    };
}
/** `admit()`, or the attempt's cancellation (close, abort) if that comes first. */
function untilAdmitted(admit, cancel) {
    return new Promise((resolve, reject) => {
        const onCancel = () => reject(cancel.reason);
        if (cancel.aborted)
            return onCancel();
        cancel.addEventListener('abort', onCancel);
        admit().then(() => {
            cancel.removeEventListener('abort', onCancel);
            if (cancel.aborted)
                onCancel();
            else
                resolve();
        }, (err) => {
            cancel.removeEventListener('abort', onCancel);
            reject(err);
        });
    });
}
