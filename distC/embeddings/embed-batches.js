/**
 * Texts waiting for an embedding request, sent in batches (up to `batchInputs` texts and `batchTokens`
 * tokens, or what came within {@link LINGER_MS}), several requests at once, within the run's token budget.
 */
import pLimit from 'p-limit';
import { EmbeddingError } from '../errors/errors.js';
/** Milliseconds a batch that is not full waits for the next page's chunks. */
const LINGER_MS = 5;
/** Texts waiting for a request, sent in batches, several at once. */
export class BatchQueue {
    #settings;
    #usage;
    #limit;
    #pending = [];
    #pendingTokens = 0;
    #timer;
    /** Tokens of the batches sent or being sent, by the tokenizer's count: what the budget is held to. */
    #committedTokens = 0;
    #signal;
    /** Batches sent so far (or refused by the budget). */
    flushes = 0;
    constructor(settings, usage) {
        this.#settings = settings;
        this.#usage = usage;
        this.#limit = pLimit(settings.concurrency ?? 4);
    }
    /** The vectors of `texts` (of `tokens` each), once the batches that carry them are answered. */
    embed(texts, tokens, signal) {
        const into = new Array(texts.length);
        if (texts.length === 0)
            return Promise.resolve(into);
        this.#signal = signal;
        return new Promise((resolve, reject) => {
            const done = { left: texts.length, resolve: () => resolve(into), reject };
            for (const [at, text] of texts.entries()) {
                const count = tokens[at];
                if (this.#pending.length >= (this.#settings.batchInputs ?? 96) ||
                    this.#pendingTokens + count > (this.#settings.batchTokens ?? 100_000))
                    this.#flush();
                this.#pending.push({ text, tokens: count, into, at, done });
                this.#pendingTokens += count;
            }
            clearTimeout(this.#timer);
            this.#timer = setTimeout(() => this.#flush(), LINGER_MS);
        });
    }
    #flush() {
        clearTimeout(this.#timer);
        const batch = this.#pending;
        const tokens = this.#pendingTokens;
        this.#pending = [];
        this.#pendingTokens = 0;
        if (batch.length === 0)
            return;
        this.flushes += 1;
        const max = this.#settings.maxTokens;
        if (max !== undefined && this.#committedTokens + tokens > max) {
            const err = new EmbeddingError(`--max-embed-tokens ${max} reached: ${this.#committedTokens} tokens embedded or on the way, and the next batch has ${tokens}; the pages before it are written, and a run with a larger budget continues from there.`, { code: 'EMBED_BUDGET' });
            for (const w of batch)
                w.done.reject(err);
            return;
        }
        this.#committedTokens += tokens;
        const signal = this.#signal;
        this.#limit(() => this.#send(batch, tokens, signal)).catch((err) => {
            for (const w of batch)
                w.done.reject(err);
        });
    }
    async #send(batch, tokens, signal) {
        if (signal?.aborted)
            throw signal.reason;
        const answer = await this.#settings.embedder.embed(batch.map((w) => w.text), signal);
        if (answer.vectors.length !== batch.length)
            throw new EmbeddingError(`the embedder gave ${answer.vectors.length} vectors for ${batch.length} texts; nothing of this batch is written.`, { code: 'EMBEDDING_SHAPE' });
        this.#usage.calls += 1;
        this.#usage.embeddedChunks += batch.length;
        this.#usage.embedTokens += answer.tokens ?? tokens;
        for (const [i, w] of batch.entries()) {
            w.into[w.at] = answer.vectors[i];
            if (--w.done.left === 0)
                w.done.resolve();
        }
    }
}
