/**
 * The wait between two attempts: ends early with `AbortError` when the caller aborts, and with
 * `ClientClosedError` when the transport closes.
 */
import type { CancelSignal } from './cancel-signal.js';
import { type Lifecycle } from './lifecycle.js';
/** Waits `ms` for the call described by `spec`. */
export type RetryWait = (ms: number, spec: {
    method: string;
    path: string;
    signal?: CancelSignal | undefined;
}) => Promise<void>;
/** `sleep` is the injected timer (tests pin time with it); it is raced, so one that ignores signals still stops. */
export declare function createRetryWait(sleep: (ms: number, signal?: AbortSignal) => Promise<void>, lifecycle: Lifecycle): RetryWait;
