/**
 * A running crawl's pages, read as soon as the service's WebSocket status route says a document was scraped
 * (`statusStream: 'websocket'`), instead of after a poll's wait.
 *
 * The socket is a signal, never the data: the documents are read from the status pages, so each page's
 * cursor is a position in the job's list and a checkpoint stays a prefix of the job. The socket's order is
 * not the list's (the 2025 open-source server pushes documents in another order than its status pages list
 * them), so documents taken from the socket could not be given positions; and what the socket says about the
 * end (a first catch-up that says `completed` with `total: 0`, a `done` before any document, both seen on
 * that server) decides nothing: the stream ends when a status page says the crawl is `completed` with nothing
 * left, as paging does. A socket that cannot be opened, or closes, leaves plain paging. Frames a consumer has
 * not caught up with cost nothing: each only ends the current wait.
 */
import { Observable } from 'rxjs';
import { abortError, sleep } from '../http/sleep.js';
import { jobPath } from './job-path.js';
import { pageStream } from './paging.js';
/** A poll's wait that a signal ends early; a signal that comes between waits ends the next one at once. */
class Nudges {
    #pending = false;
    #wake;
    nudge() {
        if (this.#wake)
            this.#wake();
        else
            this.#pending = true;
    }
    wait = async (ms, signal) => {
        if (this.#pending) {
            this.#pending = false;
            return;
        }
        const woken = new Promise((resolve) => {
            this.#wake = resolve;
        });
        const timer = new AbortController();
        const onAbort = () => timer.abort(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        try {
            // The timer's own abort (below, or the caller's) settles the sleep quietly: the race decides.
            await Promise.race([woken, sleep(ms, timer.signal).catch(() => undefined)]);
            if (signal.aborted)
                throw abortError(signal);
        }
        finally {
            this.#wake = undefined;
            signal.removeEventListener('abort', onAbort);
            timer.abort();
        }
    };
}
/** The pages of a crawl, read when its status socket signals a new document (see the module). */
export function socketPageStream(transport, target, options = {}, owner) {
    const nudges = new Nudges();
    const pages = pageStream(transport, target, { ...options, pollWait: nudges.wait }, owner);
    return new Observable((subscriber) => {
        let socket;
        let closed = false;
        transport.openSocket(jobPath('crawl', target.jobId)).then((opened) => {
            if (closed)
                opened.close();
            else {
                socket = opened;
                opened.addEventListener('message', () => nudges.nudge());
                // Its `done` (or any end): one more read at once, then paging waits as it would.
                opened.addEventListener('close', () => nudges.nudge());
            }
        }, 
        // No socket (a server without the route, a refused upgrade): plain paging.
        () => undefined);
        const subscription = pages.subscribe(subscriber);
        return () => {
            closed = true;
            socket?.close();
            subscription.unsubscribe();
        };
    });
}
