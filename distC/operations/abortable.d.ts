import { Observable } from 'rxjs';
import { type CancelSignal } from '../http/cancel-signal.js';
/**
 * A cold Observable around an async function that takes an AbortSignal: each subscription runs `run` once,
 * emits every value it returns (in order) and completes; unsubscribing aborts the signal, which cancels the
 * request in flight and any wait.
 *
 * Why not `defer(() => promise)`: a promise cannot be cancelled, so an unsubscribed request would keep its
 * socket and timers alive until it settled on its own.
 */
export declare function abortable<T>(run: (signal: AbortSignal) => Promise<readonly T[]>): Observable<T>;
/**
 * {@link abortable} for a run that hands its signal only to `transport.request` (one request, no other
 * waits): the signal is a {@link Cancellation}, which costs a small fraction of an `AbortSignal` and its
 * listener; unsubscribing aborts it just the same.
 */
export declare function cancellable<T>(run: (signal: CancelSignal) => Promise<readonly T[]>): Observable<T>;
