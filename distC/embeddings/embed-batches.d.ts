import type { Embedder } from './embeddings-client.js';
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
/** Texts waiting for a request, sent in batches, several at once. */
export declare class BatchQueue {
    #private;
    /** Batches sent so far (or refused by the budget). */
    flushes: number;
    constructor(settings: BatchSettings, usage: EmbeddingUsage);
    /** The vectors of `texts` (of `tokens` each), once the batches that carry them are answered. */
    embed(texts: readonly string[], tokens: readonly number[], signal: AbortSignal): Promise<Float32Array[]>;
}
