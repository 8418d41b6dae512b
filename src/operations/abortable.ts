import { Observable } from 'rxjs';

/**
 * A cold Observable around an async function that takes an AbortSignal: each subscription runs `run` once,
 * emits every value it returns (in order) and completes; unsubscribing aborts the signal, which cancels the
 * request in flight and any wait.
 *
 * Why not `defer(() => promise)`: a promise cannot be cancelled, so an unsubscribed request would keep its
 * socket and timers alive until it settled on its own.
 */
export function abortable<T>(run: (signal: AbortSignal) => Promise<readonly T[]>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    let settled = false;
    run(controller.signal).then(
      (values) => {
        settled = true;
        for (const value of values) {
          if (subscriber.closed) return;
          subscriber.next(value);
        }
        subscriber.complete();
      },
      (err: unknown) => {
        settled = true;
        // After unsubscribe nobody listens; the AbortError is expected.
        if (!controller.signal.aborted) subscriber.error(err);
      },
    );
    // Only a run still in flight has anything to cancel; aborting a finished one would only build the
    // abort reason (a DOMException with its stack) for every call.
    return () => {
      if (!settled) controller.abort();
    };
  });
}
