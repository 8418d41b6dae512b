import { Observable } from 'rxjs';
import { Cancellation } from '../http/cancel-signal.js';
/**
 * A cold Observable around an async function that takes an AbortSignal: each subscription runs `run` once,
 * emits every value it returns (in order) and completes; unsubscribing aborts the signal, which cancels the
 * request in flight and any wait.
 *
 * Why not `defer(() => promise)`: a promise cannot be cancelled, so an unsubscribed request would keep its
 * socket and timers alive until it settled on its own.
 */
export function abortable(run) {
    return new Observable((subscriber) => {
        const controller = new AbortController();
        return settle(subscriber, run(controller.signal), () => controller.abort());
    });
}
/**
 * {@link abortable} for a run that hands its signal only to `transport.request` (one request, no other
 * waits): the signal is a {@link Cancellation}, which costs a small fraction of an `AbortSignal` and its
 * listener; unsubscribing aborts it just the same.
 */
export function cancellable(run) {
    return new Observable((subscriber) => {
        const cancel = new Cancellation();
        let running;
        try {
            running = run(cancel);
        }
        catch (err) {
            // A run that is not an async function throws invalid input here; it goes down the error channel.
            running = Promise.reject(err);
        }
        return settle(subscriber, running, () => cancel.abort());
    });
}
/** Emits what `running` resolves to, then completes; the returned teardown aborts a run still in flight. */
function settle(subscriber, running, abort) {
    let settled = false;
    let aborted = false;
    running.then((values) => {
        settled = true;
        for (const value of values) {
            if (subscriber.closed)
                return;
            subscriber.next(value);
        }
        subscriber.complete();
    }, (err) => {
        settled = true;
        // After unsubscribe nobody listens; the AbortError is expected.
        if (!aborted)
            subscriber.error(err);
    });
    // Only a run still in flight has anything to cancel; aborting a finished one would only build the
    // abort reason (a DOMException with its stack) for every call.
    return () => {
        if (settled)
            return;
        aborted = true;
        abort();
    };
}
