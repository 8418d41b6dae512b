/**
 * One HTTP exchange through `dispatcher.dispatch` with a handler of our own, for the transport's own
 * connections: a small answer (announced length, no content coding) is gathered in memory and decoded
 * once; any other answer is handed over as a Readable, as undici's `request` does for every answer.
 *
 * Why not `request` for all: it wraps every body in a Readable stream, consumed through stream events and
 * a promise per body; at thousands of small JSON answers a second that costs about as much CPU as the
 * rest of the call (benchmarks/README.md, workload G).
 */
import { Readable } from 'node:stream';
/**
 * Sends one request. `gather(headers)` tells, once the headers are in, whether the body is small enough to
 * gather in memory. `signal` aborts the exchange; the promise (or the body stream) then fails with the
 * signal's reason. Errors are undici's own, as `request` gives them.
 */
export function dispatchAnswer(dispatcher, options, signal, gather) {
    return new Promise((resolve, reject) => {
        const handler = new AnswerHandler(resolve, reject, signal, gather);
        if (signal.aborted) {
            reject(signal.reason);
            return;
        }
        signal.addEventListener('abort', handler.onAbort, { once: true });
        try {
            dispatcher.dispatch(options, handler);
        }
        catch (err) {
            handler.onResponseError(undefined, err);
        }
    });
}
const BOM = 0xfeff;
class AnswerHandler {
    resolve;
    reject;
    signal;
    gather;
    controller;
    status = 0;
    headers;
    /** Gathered chunks of a small body; undefined once streaming. */
    chunks;
    stream;
    /** The whole body arrived (or the exchange failed): nothing left to abort. */
    ended = false;
    done = false;
    constructor(resolve, reject, signal, gather) {
        this.resolve = resolve;
        this.reject = reject;
        this.signal = signal;
        this.gather = gather;
    }
    onAbort = () => {
        const reason = this.signal.reason;
        // Before the request started, undici has no controller yet: onRequestStart aborts it.
        this.controller?.abort(reason instanceof Error ? reason : new Error(String(reason)));
    };
    onRequestStart(controller) {
        this.controller = controller;
        if (this.signal.aborted)
            this.onAbort();
    }
    onResponseStart(controller, statusCode, headers) {
        this.status = statusCode;
        this.headers = headers;
        if (this.gather(headers)) {
            this.chunks = [];
            return;
        }
        // Streamed: reading resumes the connection the stream's buffer paused; destroying the stream before its
        // end (a reader that stops early) aborts the exchange, as undici's own body does.
        const stream = new Readable({
            read: () => controller.resume(),
            destroy: (err, callback) => {
                if (!this.ended)
                    controller.abort(err ?? new Error('The response body was destroyed before its end'));
                callback(err);
            },
        });
        this.stream = stream;
        // After the end, the stream needs no more of the signal; an abort before then fails it.
        stream.once('close', () => this.settle());
        this.resolve({ statusCode, headers, body: stream });
    }
    onResponseData(controller, chunk) {
        if (this.chunks !== undefined)
            this.chunks.push(chunk);
        else if (this.stream && !this.stream.push(chunk))
            controller.pause();
    }
    onResponseEnd() {
        this.ended = true;
        if (this.stream) {
            this.stream.push(null);
            return;
        }
        const chunks = this.chunks ?? [];
        const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        let text = bytes.toString('utf8');
        // As TextDecoder and undici's text() do, a UTF-8 byte order mark is not part of the text.
        if (text.charCodeAt(0) === BOM)
            text = text.slice(1);
        this.settle();
        this.resolve({ statusCode: this.status, headers: this.headers ?? {}, text });
    }
    onResponseError(_controller, err) {
        this.ended = true;
        if (this.stream) {
            this.stream.destroy(err);
            return;
        }
        this.settle();
        this.reject(err);
    }
    settle() {
        if (this.done)
            return;
        this.done = true;
        this.signal.removeEventListener('abort', this.onAbort);
    }
}
