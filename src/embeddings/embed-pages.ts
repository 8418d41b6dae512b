/**
 * The embedding step of a vector table's export: each page's documents cut into chunks and their chunks
 * embedded, ahead of the sink, several requests in flight. Chunks of consecutive pages share a request
 * (up to `batchInputs` texts and `batchTokens` tokens); a page goes on once every chunk of it has its
 * vector, in the order the pages came. The sink finds each document's chunks and vectors by its bytes
 * ({@link EmbedStep.prepared}).
 */
import pLimit from 'p-limit';
import { concatMap, defer, finalize, type MonoTypeOperatorFunction, map } from 'rxjs';
import type { ChunkingOptions } from '../chunks/chunk-markdown.js';
import type { TokenCounter } from '../chunks/token-counter.js';
import { CheckpointError, EmbeddingError } from '../errors/errors.js';
import { utf16Length } from '../json/utf16-length.js';
import type { SinkPage } from '../sinks/run-sink.js';
import { type ChunkedDocument, chunkDocument } from './document-chunks.js';
import type { Embedder } from './embeddings-client.js';

/** How the step embeds. */
export interface EmbedSettings {
  embedder: Embedder;
  /** The tokenizer, or its loading: pages are read while it loads. */
  counter: TokenCounter | Promise<TokenCounter>;
  chunking: ChunkingOptions;
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

/** A document with the vectors of its chunks, in their order. */
export interface PreparedDocument extends ChunkedDocument {
  vectors: Float32Array[];
}

/** Milliseconds a batch that is not full waits for the next page's chunks. */
const LINGER_MS = 5;

/** The embedding step of one export. */
export class EmbedStep {
  readonly usage: EmbeddingUsage;
  /** Each document's chunks and vectors, by its bytes as the page the step emitted holds them. */
  readonly prepared = new WeakMap<Buffer, PreparedDocument>();
  readonly #settings: EmbedSettings;
  readonly #batches: BatchQueue;

  constructor(settings: EmbedSettings) {
    this.#settings = settings;
    this.usage = { model: settings.embedder.model, chunks: 0, embeddedChunks: 0, embedTokens: 0, calls: 0 };
    this.#batches = new BatchQueue(settings, this.usage);
  }

  /** The pages, each once its documents' chunks are embedded. */
  operator(): MonoTypeOperatorFunction<SinkPage> {
    return (source) =>
      defer(() => {
        const controller = new AbortController();
        return source.pipe(
          map((page) => {
            const held = new HeldPage(page);
            const ready = this.#prepare(page, held, controller.signal);
            ready.catch(() => undefined);
            return { ready, held };
          }),
          concatMap(({ ready, held }) => defer(() => ready).pipe(finalize(() => this.#done(held)))),
          finalize(() => controller.abort()),
        );
      });
  }

  /**
   * The prepared documents of a page the step handed on, by URL (of a URL the page holds twice, the last;
   * none for a document to `keep`), and the characters of their JSON; `path` names the destination in the
   * error of a document the step did not prepare.
   */
  documentsOf(
    docs: readonly Buffer[],
    path: string,
  ): { byUrl: Map<string, PreparedDocument>; jsonBytes: number } {
    const byUrl = new Map<string, PreparedDocument>();
    let jsonBytes = 0;
    for (const bytes of docs) {
      const doc = this.prepared.get(bytes);
      if (doc === undefined)
        throw new CheckpointError(`${path}: a document reached the table without its chunks`);
      jsonBytes += utf16Length(bytes);
      if (doc.action !== 'keep') byUrl.set(doc.url, doc);
    }
    return { byUrl, jsonBytes };
  }

  /** Chunks of the pages in the step: cut, and not yet handed on. */
  #inStep = 0;

  /**
   * A page's credit goes back to its stream once its chunks are cut (the chunks hold copies of its text),
   * so that the next pages are read while these are embedded; while the step holds more than
   * {@link STEP_CHUNKS} chunks, a page keeps its credit until it is handed on, and the stream waits.
   */
  #cut(held: HeldPage, chunks: number): void {
    held.chunks = chunks;
    this.#inStep += chunks;
    if (this.#inStep <= STEP_CHUNKS) held.release();
  }

  #done(held: HeldPage): void {
    this.#inStep -= held.chunks;
    held.release();
  }

  /**
   * Cuts a page's documents into chunks and queues them for embedding, one document after the other: a
   * batch that fills goes out before the next document is cut (the first request of a run left 200 ms
   * later when the whole first page was cut first).
   */
  async #prepare(page: SinkPage, held: HeldPage, signal: AbortSignal): Promise<SinkPage> {
    const bytes = page.rawBytes ?? page.raw.map((text) => Buffer.from(text, 'utf8'));
    const counter = await this.#settings.counter;
    const documents: ChunkedDocument[] = [];
    const embedded: Promise<Float32Array[]>[] = [];
    for (const b of bytes) {
      const doc = chunkDocument(b, counter, this.#settings.chunking);
      documents.push(doc);
      const batches = this.#batches.flushes;
      const vectors = this.#batches.embed(
        doc.chunks.map((c) => c.text),
        doc.chunks.map((c) => c.tokens),
        signal,
      );
      // Its failure is this page's, reported by the `Promise.all` below, not lost while the loop waits.
      vectors.catch(() => undefined);
      embedded.push(vectors);
      if (this.#batches.flushes !== batches) await new Promise((resolve) => setImmediate(resolve));
    }
    this.#cut(
      held,
      documents.reduce((n, d) => n + d.chunks.length, 0),
    );
    const vectors = await Promise.all(embedded);
    documents.forEach((doc, i) => {
      this.usage.chunks += doc.chunks.length;
      this.prepared.set(bytes[i] as Buffer, { ...doc, vectors: vectors[i] as Float32Array[] });
    });
    return { ...pageFields(page), rawBytes: bytes };
  }
}

/** Chunks the step holds before it keeps pages' credits (`EmbedStep.#cut`): 16 full requests. */
const STEP_CHUNKS = 16 * 96;

/** A page the step holds, and the chunks it was cut into. */
class HeldPage {
  chunks = 0;
  #release: (() => void) | undefined;
  constructor(page: SinkPage) {
    this.#release = page.hold();
  }
  /** Gives the credit back (once). */
  release(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

/** A page's fields as a plain object (its `hold` bound to the page). */
function pageFields(page: SinkPage): SinkPage {
  return {
    jobId: page.jobId,
    kind: page.kind,
    cursor: page.cursor,
    raw: page.raw,
    hold: () => page.hold(),
    ...(page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor }),
  };
}

interface Waiting {
  text: string;
  tokens: number;
  /** Where its vector goes. */
  into: Float32Array[];
  at: number;
  done: { left: number; resolve: () => void; reject: (err: unknown) => void };
}

/** Texts waiting for a request, sent in batches, several at once. */
class BatchQueue {
  readonly #settings: EmbedSettings;
  readonly #usage: EmbeddingUsage;
  readonly #limit: ReturnType<typeof pLimit>;
  #pending: Waiting[] = [];
  #pendingTokens = 0;
  #timer: NodeJS.Timeout | undefined;
  /** Tokens of the batches sent or being sent, by the tokenizer's count: what the budget is held to. */
  #committedTokens = 0;
  #signal: AbortSignal | undefined;
  /** Batches sent so far (or refused by the budget). */
  flushes = 0;

  constructor(settings: EmbedSettings, usage: EmbeddingUsage) {
    this.#settings = settings;
    this.#usage = usage;
    this.#limit = pLimit(settings.concurrency ?? 4);
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
    this.#limit(() => this.#send(batch, tokens, signal)).catch((err: unknown) => {
      for (const w of batch) w.done.reject(err);
    });
  }

  async #send(batch: Waiting[], tokens: number, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) throw signal.reason;
    const answer = await this.#settings.embedder.embed(
      batch.map((w) => w.text),
      signal,
    );
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
