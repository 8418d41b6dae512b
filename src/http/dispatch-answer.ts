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
} & ({ text: string; body?: undefined } | { text?: undefined; body: Readable });

/** Options of one exchange: undici's dispatch options, without the signal. */
export type DispatchOptions = Omit<Dispatcher.DispatchOptions, 'signal'>;

type Controller = Dispatcher.DispatchController;
type Headers = Record<string, string | string[] | undefined>;

/**
 * Sends one request. `gather(headers)` tells, once the headers are in, whether the body is small enough to
 * gather in memory. `signal` aborts the exchange; the promise (or the body stream) then fails with the
 * signal's reason. Errors are undici's own, as `request` gives them.
 */
export function dispatchAnswer(
  dispatcher: Dispatcher,
  options: DispatchOptions,
  signal: CancelSignal,
  gather: (headers: Headers) => boolean,
): Promise<DispatchAnswer> {
  return new Promise<DispatchAnswer>((resolve, reject) => {
    const handler = new AnswerHandler(resolve, reject, signal, gather);
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    signal.addEventListener('abort', handler.onAbort, { once: true });
    try {
      dispatcher.dispatch(options, handler);
    } catch (err) {
      handler.onResponseError(undefined, err as Error);
    }
  });
}

const BOM = 0xfeff;

class AnswerHandler implements Dispatcher.DispatchHandler {
  private controller: Controller | undefined;
  private status = 0;
  private headers: Headers | undefined;
  /** Gathered chunks of a small body; undefined once streaming. */
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;
  /** The whole body arrived (or the exchange failed): nothing left to abort. */
  private ended = false;
  private done = false;

  constructor(
    private readonly resolve: (answer: DispatchAnswer) => void,
    private readonly reject: (err: unknown) => void,
    private readonly signal: CancelSignal,
    private readonly gather: (headers: Headers) => boolean,
  ) {}

  readonly onAbort = (): void => {
    const reason = this.signal.reason;
    // Before the request started, undici has no controller yet: onRequestStart aborts it.
    this.controller?.abort(reason instanceof Error ? reason : new Error(String(reason)));
  };

  onRequestStart(controller: Controller): void {
    this.controller = controller;
    if (this.signal.aborted) this.onAbort();
  }

  onResponseStart(controller: Controller, statusCode: number, headers: Headers): void {
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
        if (!this.ended) controller.abort(err ?? new Error('The response body was destroyed before its end'));
        callback(err);
      },
    });
    this.stream = stream;
    // After the end, the stream needs no more of the signal; an abort before then fails it.
    stream.once('close', () => this.settle());
    this.resolve({ statusCode, headers, body: stream });
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (this.chunks !== undefined) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.ended = true;
    if (this.stream) {
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    let text = bytes.toString('utf8');
    // As TextDecoder and undici's text() do, a UTF-8 byte order mark is not part of the text.
    if (text.charCodeAt(0) === BOM) text = text.slice(1);
    this.settle();
    this.resolve({ statusCode: this.status, headers: this.headers ?? {}, text });
  }

  onResponseError(_controller: Controller | undefined, err: Error): void {
    this.ended = true;
    if (this.stream) {
      this.stream.destroy(err);
      return;
    }
    this.settle();
    this.reject(err);
  }

  private settle(): void {
    if (this.done) return;
    this.done = true;
    this.signal.removeEventListener('abort', this.onAbort);
  }
}
