/**
 * The retry loop of one call: runs an attempt, and after a failure asks the retry policy whether to try
 * again and how long to wait first. The policy (retry-policy.ts) decides; this only loops.
 */
import { CrawlstreamError } from '../errors/errors.js';
import { retryDelayMs, shouldRetry } from './retry-policy.js';
/**
 * Runs `attempt` (given the number of this attempt, 1 for the first) until it succeeds or the policy says
 * stop; the last error is thrown.
 *
 * @param idempotencyKey - the key the call carries, if any: with one, a POST may be retried.
 */
export async function withRetries(spec, idempotencyKey, attempt, options) {
    const started = options.now();
    let retries = 0;
    for (;;) {
        try {
            return await attempt(retries + 1);
        }
        catch (caught) {
            const err = caught instanceof CrawlstreamError ? caught : unexpected(caught, spec);
            if (spec.stopOn?.(err))
                throw err;
            const delayMs = retryDelayMs(retries, options.backoff, err);
            const again = delayMs !== undefined &&
                shouldRetry(err, {
                    method: spec.method,
                    retries,
                    maxRetries: options.maxRetries,
                    idempotencyKey,
                    retryUnsafe: spec.retryUnsafe,
                    notFoundGraceMs: spec.notFoundGraceMs,
                    elapsedMs: options.now() - started,
                    delayMs,
                });
            if (!again)
                throw err;
            retries += 1;
            const info = { method: spec.method, path: spec.path, retry: retries, delayMs, error: err };
            options.onRetry?.(info);
            spec.onRetry?.(info);
            await options.wait(delayMs, spec);
        }
    }
}
function unexpected(caught, spec) {
    return new CrawlstreamError(`${spec.method} ${spec.path} failed unexpectedly; see cause.`, {
        method: spec.method,
        path: spec.path,
        cause: caught,
    });
}
