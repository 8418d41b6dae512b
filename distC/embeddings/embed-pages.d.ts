/**
 * The embedding step of a vector table's export: each page's documents cut into chunks and their chunks
 * embedded, ahead of the sink, several requests in flight. Chunks of consecutive pages share a request
 * (`embed-batches.ts`); a page goes on in parts (`page-parts.ts`), each once every chunk of it has its
 * vector, in the order the pages came. The sink takes each document's chunks and vectors by its bytes
 * ({@link EmbedStep.takeDocuments}).
 */
import { type MonoTypeOperatorFunction } from 'rxjs';
import type { ChunkingOptions } from '../chunks/chunk-markdown.js';
import type { TokenCounter } from '../chunks/token-counter.js';
import type { SinkPage } from '../sinks/run-sink.js';
import { type ChunkedDocument } from './document-chunks.js';
import { type BatchSettings, type EmbeddingUsage } from './embed-batches.js';
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
export declare class EmbedStep {
    #private;
    readonly usage: EmbeddingUsage;
    constructor(settings: EmbedSettings);
    /**
     * The pages, as parts of at most {@link PART_BYTES} of documents each once their chunks are embedded, in
     * order. A page holds its credit until its last part is handed on; a part counts its chunks in the step
     * until the sink has written it, and no part is cut while the step holds more than {@link STEP_CHUNKS}.
     */
    operator(): MonoTypeOperatorFunction<SinkPage>;
    /**
     * The prepared documents of a part the step handed on, by URL (of a URL the part holds twice, the last;
     * none for a document to `keep`), and the characters of their JSON; `path` names the destination in the
     * error of a document the step did not prepare. Each is taken once: the step keeps nothing of it after.
     */
    takeDocuments(docs: readonly Buffer[], path: string): {
        byUrl: Map<string, PreparedDocument>;
        jsonBytes: number;
    };
}
