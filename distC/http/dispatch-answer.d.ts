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
import type { Dispatcher } from 'undici';
import type { CancelSignal } from './cancel-signal.js';
/** What came back: the status, the raw headers, and either the whole body as text or a stream of it. */
export type DispatchAnswer = {
    statusCode: number;
    headers: Record<string, string | string[] | undefined>;
} & ({
    text: string;
    body?: undefined;
} | {
    text?: undefined;
    body: Readable;
});
/** Options of one exchange: undici's dispatch options, without the signal. */
export type DispatchOptions = Omit<Dispatcher.DispatchOptions, 'signal'>;
type Headers = Record<string, string | string[] | undefined>;
/**
 * Sends one request. `gather(headers)` tells, once the headers are in, whether the body is small enough to
 * gather in memory. `signal` aborts the exchange; the promise (or the body stream) then fails with the
 * signal's reason. Errors are undici's own, as `request` gives them.
 */
export declare function dispatchAnswer(dispatcher: Dispatcher, options: DispatchOptions, signal: CancelSignal, gather: (headers: Headers) => boolean): Promise<DispatchAnswer>;
export {};
