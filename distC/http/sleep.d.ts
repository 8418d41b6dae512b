import { AbortError } from '../errors/errors.js';
/**
 * Waits `ms` milliseconds, or rejects with {@link AbortError} as soon as `signal` aborts. The timer is
 * cleared on abort so nothing keeps the process alive.
 *
 * @example
 * await sleep(250, AbortSignal.timeout(1000));
 */
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;
/**
 * The {@link AbortError} for an aborted signal (an `AbortSignal` or the transport's own cancel signal),
 * keeping its reason as `cause`.
 */
export declare function abortError(signal: {
    readonly reason?: unknown;
}, details?: {
    method?: string;
    path?: string;
}): AbortError;
