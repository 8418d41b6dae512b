/**
 * Texts waiting for an embedding request, sent in batches (up to `batchInputs` texts and `batchTokens`
 * tokens, or what came within {@link LINGER_MS}), several requests at once, within the run's token budget.
 */
import { EmbeddingError } from '../errors/errors.js';
import type { EmbeddedBatch, Embedder } from './embeddings-client.js';

/** How the batches are made and sent. */
export interface BatchSettings {
  embedder: Embedder;
  /** Requests in flight. @default 4 */
  concurrency?: number | undefined;
  /** Texts in one request. @default 96 */
  batchInputs?: number | undefined;
  /** Tokens in one request. @default 100000 */
  batchTokens?: number | undefined;
  /** The most tokens the run may embed: a batch that would pass it is not sent (`EMBED_BUDGET`). */
  maxTokens?: number | undefined;
}

/** What a run embedded, as its summary and its load record say it. */
export interface EmbeddingUsage {
  model: string;
  /** Chunks of the documents written (new and changed pages). */
  chunks: number;
  /** Chunks sent to the embedder. */
  embeddedChunks: number;
  /** Tokens the embedder counted (its `usage`), or the tokenizer's count where it says none. */
  embedTokens: number;
  /** Requests sent. */
  calls: number;
}

/** Milliseconds a batch that is not full waits for the next page's chunks. */
const LINGER_MS = 5;

interface Waiting {
  text: string;
  tokens: number;
  /** Where its vector goes. */
  into: Float32Array[];
  at: number;
  done: { left: number; resolve: () => void; reject: (err: unknown) => void };
}

/** Texts waiting for a request, sent in batches, several at once. */
export class BatchQueue {
  readonly #settings: BatchSettings;
  readonly #usage: EmbeddingUsage;
  /** Batches waiting for a request to leave the server, in order. */
  readonly #queued: (() => void)[] = [];
  /** Requests at the server: sent, not yet answered. */
  #inFlight = 0;
  #pending: Waiting[] = [];
  #pendingTokens = 0;
  #timer: NodeJS.Timeout | undefined;
  /** Tokens of the batches sent or being sent, by the tokenizer's count: what the budget is held to. */
  #committedTokens = 0;
  #signal: AbortSignal | undefined;
  /** Batches sent so far (or refused by the budget). */
  flushes = 0;

  constructor(settings: BatchSettings, usage: EmbeddingUsage) {
    this.#settings = settings;
    this.#usage = usage;
  }

  /** The vectors of `texts` (of `tokens` each), once the batches that carry them are answered. */
  embed(texts: readonly string[], tokens: readonly number[], signal: AbortSignal): Promise<Float32Array[]> {
    const into: Float32Array[] = new Array(texts.length);
    if (texts.length === 0) return Promise.resolve(into);
    this.#signal = signal;
    return new Promise<Float32Array[]>((resolve, reject) => {
      const done = { left: texts.length, resolve: () => resolve(into), reject };
      for (const [at, text] of texts.entries()) {
        const count = tokens[at] as number;
        if (
          this.#pending.length >= (this.#settings.batchInputs ?? 96) ||
          this.#pendingTokens + count > (this.#settings.batchTokens ?? 100_000)
        )
          this.#flush();
        this.#pending.push({ text, tokens: count, into, at, done });
        this.#pendingTokens += count;
      }
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => this.#flush(), LINGER_MS);
    });
  }

  #flush(): void {
    clearTimeout(this.#timer);
    const batch = this.#pending;
    const tokens = this.#pendingTokens;
    this.#pending = [];
    this.#pendingTokens = 0;
    if (batch.length === 0) return;
    this.flushes += 1;
    const max = this.#settings.maxTokens;
    if (max !== undefined && this.#committedTokens + tokens > max) {
      const err = new EmbeddingError(
        `--max-embed-tokens ${max} reached: ${this.#committedTokens} tokens embedded or on the way, and the next batch has ${tokens}; the pages before it are written, and a run with a larger budget continues from there.`,
        { code: 'EMBED_BUDGET' },
      );
      for (const w of batch) w.done.reject(err);
      return;
    }
    this.#committedTokens += tokens;
    const signal = this.#signal;
    const send = () =>
      this.#send(batch, tokens, signal).catch((err: unknown) => {
        for (const w of batch) w.done.reject(err);
      });
    if (this.#inFlight < (this.#settings.concurrency ?? 4)) void send();
    else this.#queued.push(send);
  }

  /**
   * Sends a batch and takes in its vectors. Its place among the requests in flight is given to the next
   * batch as soon as the server has answered with success, and the next request leaves before this answer
   * is read and checked: at 1,536 numbers a vector, that took 5 ms, and an answer was followed by the next
   * request 8 ms later instead of 3 (`benchmarks/vectors.mjs`, "floor"). A success whose body then breaks
   * off is sent again outside the count.
   */
  async #send(batch: Waiting[], tokens: number, signal: AbortSignal | undefined): Promise<void> {
    this.#inFlight += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.#inFlight -= 1;
      this.#queued.shift()?.();
    };
    let answer: EmbeddedBatch;
    try {
      if (signal?.aborted) throw signal.reason;
      answer = await this.#settings.embedder.embed(
        batch.map((w) => w.text),
        signal,
        leave,
      );
    } finally {
      leave();
    }
    if (answer.vectors.length !== batch.length)
      throw new EmbeddingError(
        `the embedder gave ${answer.vectors.length} vectors for ${batch.length} texts; nothing of this batch is written.`,
        { code: 'EMBEDDING_SHAPE' },
      );
    this.#usage.calls += 1;
    this.#usage.embeddedChunks += batch.length;
    this.#usage.embedTokens += answer.tokens ?? tokens;
    for (const [i, w] of batch.entries()) {
      w.into[w.at] = answer.vectors[i] as Float32Array;
      if (--w.done.left === 0) w.done.resolve();
    }
  }
}
