import { AbortError } from '../errors/errors.js';
/**
 * Waits `ms` milliseconds, or rejects with {@link AbortError} as soon as `signal` aborts. The timer is
 * cleared on abort so nothing keeps the process alive.
 *
 * @example
 * await sleep(250, AbortSignal.timeout(1000));
 */
export function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(abortError(signal));
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(abortError(signal));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/**
 * The {@link AbortError} for an aborted signal (an `AbortSignal` or the transport's own cancel signal),
 * keeping its reason as `cause`.
 */
export function abortError(signal, details = {}) {
    const { method, path } = details;
    const where = method && path ? `${method} ${path} ` : '';
    return new AbortError(`${where}aborted by the caller.`, {
        ...(method === undefined ? {} : { method }),
        ...(path === undefined ? {} : { path }),
        code: 'ABORTED',
        cause: signal.reason,
    });
}
