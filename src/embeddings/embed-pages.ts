/**
 * The embedding step of a vector table's export: each page's documents cut into chunks and their chunks
 * embedded, ahead of the sink, several requests in flight. Chunks of consecutive pages share a request
 * (`embed-batches.ts`); a page goes on in parts (`page-parts.ts`), each once every chunk of it has its
 * vector, in the order the pages came. The sink takes each document's chunks and vectors by its bytes
 * ({@link EmbedStep.takeDocuments}).
 */
import { concatMap, defer, finalize, from, type MonoTypeOperatorFunction, map, tap } from 'rxjs';
import type { ChunkingOptions } from '../chunks/chunk-markdown.js';
import type { TokenCounter } from '../chunks/token-counter.js';
import { CheckpointError } from '../errors/errors.js';
import { utf16Length } from '../json/utf16-length.js';
import type { SinkPage } from '../sinks/run-sink.js';
import { type ChunkedDocument, chunkDocument } from './document-chunks.js';
import { BatchQueue, type BatchSettings, type EmbeddingUsage } from './embed-batches.js';
import { HeldPage, PART_BYTES, type Part, partsOf } from './page-parts.js';

/** How the step embeds. */
export interface EmbedSettings extends BatchSettings {
  /** The tokenizer, or its loading: pages are read while it loads. */
  counter: TokenCounter | Promise<TokenCounter>;
  chunking: ChunkingOptions;
}

export type { EmbeddingUsage };

/** A document with the vectors of its chunks, in their order. */
export interface PreparedDocument extends ChunkedDocument {
  vectors: Float32Array[];
}

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
  /** Parts admitted and not yet cut. */
  #cutsLeft = 0;
  /** The pages have ended. */
  #pagesEnded = false;
  /**
   * Settles once the pages have ended and every chunk of them is cut: what is left to write then is the
   * answers of the requests in flight or queued, at most {@link STEP_CHUNKS} chunks.
   */
  readonly allCut: Promise<void>;
  #allCut!: () => void;

  constructor(settings: EmbedSettings) {
    this.#settings = settings;
    this.usage = { model: settings.embedder.model, chunks: 0, embeddedChunks: 0, embedTokens: 0, calls: 0 };
    this.#batches = new BatchQueue(settings, this.usage);
    this.allCut = new Promise((resolve) => {
      this.#allCut = resolve;
    });
  }

  #checkCut(): void {
    if (this.#pagesEnded && this.#cutsLeft === 0) this.#allCut();
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
          tap({
            complete: () => {
              this.#pagesEnded = true;
              this.#checkCut();
            },
          }),
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
      this.#cutsLeft += 1;
      const cut = this.#cutting
        .then(() => this.#cut(part, signal))
        .finally(() => {
          this.#cutsLeft -= 1;
          this.#checkCut();
        });
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

/** A part's documents as the step cut them, and their vectors to come. */
interface Embedded {
  documents: ChunkedDocument[];
  vectors: Promise<Float32Array[]>[];
}
