/**
 * The embedding step of a vector table's export: each page's documents cut into chunks and their chunks
 * embedded, ahead of the sink, several requests in flight. Chunks of consecutive pages share a request
 * (up to `batchInputs` texts and `batchTokens` tokens); a page goes on once every chunk of it has its
 * vector, in the order the pages came. The sink finds each document's chunks and vectors by its bytes
 * ({@link EmbedStep.prepared}).
 */
import pLimit from 'p-limit';
import { concatMap, defer, finalize, from, type MonoTypeOperatorFunction, map } from 'rxjs';
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
  /** Each document's chunks and vectors, by its bytes as the part the step emitted holds them. */
  readonly #prepared = new WeakMap<Buffer, PreparedDocument>();
  readonly #settings: EmbedSettings;
  readonly #batches: BatchQueue;
  /** Chunks cut and not yet written by the sink. */
  #inStep = 0;
  /** Cuts waiting for {@link #inStep} to fall to {@link STEP_CHUNKS}, in the order of their parts. */
  #waiting: (() => void)[] = [];
  /** The last part's cut: parts are cut one after the other, in order. */
  #cutting: Promise<unknown> = Promise.resolve();

  constructor(settings: EmbedSettings) {
    this.#settings = settings;
    this.usage = { model: settings.embedder.model, chunks: 0, embeddedChunks: 0, embedTokens: 0, calls: 0 };
    this.#batches = new BatchQueue(settings, this.usage);
  }

  /**
   * The pages, as parts of at most {@link PART_BYTES} of documents each once their chunks are embedded, in
   * order. A page holds its credit until its last part is handed on; a part counts its chunks in the step
   * until the sink has written it, and no part is cut while the step holds more than {@link STEP_CHUNKS}.
   */
  operator(): MonoTypeOperatorFunction<SinkPage> {
    return (source) =>
      defer(() => {
        const controller = new AbortController();
        return source.pipe(
          map((page) => this.#admit(page, controller.signal)),
          concatMap((parts) =>
            from(parts).pipe(
              concatMap((part) => defer(() => part.ready).pipe(finalize(() => this.#handedOn(part)))),
            ),
          ),
          finalize(() => controller.abort()),
        );
      });
  }

  /**
   * The prepared documents of a part the step handed on, by URL (of a URL the part holds twice, the last;
   * none for a document to `keep`), and the characters of their JSON; `path` names the destination in the
   * error of a document the step did not prepare. Each is taken once: the step keeps nothing of it after.
   */
  takeDocuments(
    docs: readonly Buffer[],
    path: string,
  ): { byUrl: Map<string, PreparedDocument>; jsonBytes: number } {
    const byUrl = new Map<string, PreparedDocument>();
    let jsonBytes = 0;
    for (const bytes of docs) {
      const doc = this.#prepared.get(bytes);
      if (doc === undefined)
        throw new CheckpointError(`${path}: a document reached the table without its chunks`);
      this.#prepared.delete(bytes);
      jsonBytes += utf16Length(bytes);
      if (doc.action !== 'keep') byUrl.set(doc.url, doc);
    }
    return { byUrl, jsonBytes };
  }

  /** A page as its parts, each cut after the one before and embedded. */
  #admit(page: SinkPage, signal: AbortSignal): Part[] {
    const held = new HeldPage(page);
    const parts = partsOf(page, held, (part) => this.#hold(part));
    for (const part of parts) {
      const cut = this.#cutting.then(() => this.#cut(part, signal));
      this.#cutting = cut.catch(() => undefined);
      part.ready = cut.then((embedded) => this.#embedded(part, embedded));
      part.ready.catch(() => undefined);
    }
    return parts;
  }

  /**
   * Cuts a part's documents into chunks and queues them for embedding, one document after the other, once
   * the step has room: a batch that fills goes out before the next document is cut (the first request of a
   * run left 200 ms later when the whole first page was cut first).
   */
  async #cut(part: Part, signal: AbortSignal): Promise<Embedded> {
    const counter = await this.#settings.counter;
    while (this.#inStep > STEP_CHUNKS) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    const documents: ChunkedDocument[] = [];
    const vectors: Promise<Float32Array[]>[] = [];
    for (const bytes of part.bytes) {
      const doc = chunkDocument(bytes, counter, this.#settings.chunking);
      documents.push(doc);
      part.chunks += doc.chunks.length;
      this.#inStep += doc.chunks.length;
      const batches = this.#batches.flushes;
      const embedded = this.#batches.embed(
        doc.chunks.map((c) => c.text),
        doc.chunks.map((c) => c.tokens),
        signal,
      );
      // Its failure is this part's, reported where `#embedded` awaits it, not lost while the loop waits.
      embedded.catch(() => undefined);
      vectors.push(embedded);
      if (this.#batches.flushes !== batches) await new Promise((resolve) => setImmediate(resolve));
    }
    return { documents, vectors };
  }

  async #embedded(part: Part, { documents, vectors }: Embedded): Promise<SinkPage> {
    const all = await Promise.all(vectors);
    documents.forEach((doc, i) => {
      this.usage.chunks += doc.chunks.length;
      this.#prepared.set(part.bytes[i] as Buffer, { ...doc, vectors: all[i] as Float32Array[] });
    });
    return part.page;
  }

  /** A part went downstream (or failed): the page's credit goes back after its last part. */
  #handedOn(part: Part): void {
    if (part.holds === 0) this.#written(part);
    part.held.partDone();
  }

  /** The sink wrote a part (or never held it): its chunks leave the step, and a waiting cut may go on. */
  #written(part: Part): void {
    if (part.written) return;
    part.written = true;
    this.#inStep -= part.chunks;
    while (this.#inStep <= STEP_CHUNKS && this.#waiting.length > 0) this.#waiting.shift()?.();
  }

  /** A hold of a part's page: it also holds the page's credit, and the last release is the sink's write. */
  #hold(part: Part): () => void {
    part.holds += 1;
    const release = part.held.page.hold();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
      if (--part.holds === 0) this.#written(part);
    };
  }
}

/**
 * Chunks the step holds, cut and not yet written, before it cuts no more: 16 full requests. About 14 MB
 * at 1,536 dimensions (a chunk's text, its vector and their objects), whatever the size of the pages.
 */
const STEP_CHUNKS = 16 * 96;

/**
 * Documents' JSON in one part of a page: a status page of up to 10 MiB is written in parts of about this
 * size, each committed with its cursor, so that the chunks and vectors of one part, not of a page, are held
 * at once. About 300 chunks of 512 tokens.
 */
const PART_BYTES = 1 << 20;

/** A part's documents as the step cut them, and their vectors to come. */
interface Embedded {
  documents: ChunkedDocument[];
  vectors: Promise<Float32Array[]>[];
}

/** A run of a page's documents that the step embeds and hands on as a page of its own. */
interface Part {
  held: HeldPage;
  bytes: readonly Buffer[];
  page: SinkPage;
  ready: Promise<SinkPage>;
  /** Chunks cut of it. */
  chunks: number;
  /** Holds of its page not yet released (the sink's). */
  holds: number;
  written: boolean;
}

/**
 * A page's documents in parts of about {@link PART_BYTES}. A page whose documents are not a contiguous run
 * of the job (some were left out upstream: `nextCursor` says where it ends) is one part: a cursor inside it
 * would not be a position in the job.
 */
function partsOf(page: SinkPage, held: HeldPage, hold: (part: Part) => () => void): Part[] {
  const bytes = page.rawBytes ?? page.raw.map((text) => Buffer.from(text, 'utf8'));
  const skip = page.cursor.skip;
  const contiguous = page.nextCursor === undefined || page.nextCursor.skip === skip + bytes.length;
  const ranges: [number, number][] = [];
  let from = 0;
  let size = 0;
  for (let i = 0; i < bytes.length; i++) {
    size += (bytes[i] as Buffer).length;
    if (contiguous && size >= PART_BYTES && i + 1 < bytes.length) {
      ranges.push([from, i + 1]);
      from = i + 1;
      size = 0;
    }
  }
  ranges.push([from, bytes.length]);
  held.parts = ranges.length;
  return ranges.map(([start, end]) => {
    const some = start === 0 && end === bytes.length ? bytes : bytes.slice(start, end);
    const part = { held, bytes: some, chunks: 0, holds: 0, written: false } as Partial<Part> as Part;
    part.page = partPage(page, some, start, contiguous, () => hold(part));
    return part;
  });
}

/** The page of a part: `bytes` from document `start` of `page`. */
function partPage(
  page: SinkPage,
  bytes: readonly Buffer[],
  start: number,
  contiguous: boolean,
  hold: () => () => void,
): SinkPage {
  const skip = page.cursor.skip + start;
  const next = contiguous ? { skip: skip + bytes.length } : page.nextCursor;
  return {
    jobId: page.jobId,
    kind: page.kind,
    cursor: { skip },
    rawBytes: bytes,
    get raw() {
      return bytes.map((b) => b.toString('utf8'));
    },
    hold,
    ...(next === undefined ? {} : { nextCursor: next }),
  };
}

/** A page the step holds until its last part is handed on. */
class HeldPage {
  /** Parts not yet handed on. */
  parts = 0;
  readonly page: SinkPage;
  readonly #release: () => void;
  constructor(page: SinkPage) {
    this.page = page;
    this.#release = page.hold();
  }
  /** A part was handed on; after the last, the credit goes back. */
  partDone(): void {
    if (--this.parts === 0) this.#release();
  }
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
