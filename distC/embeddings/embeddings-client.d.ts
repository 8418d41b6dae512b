/** What embeds a batch of texts: an embeddings server's client, or a function of your own. */
export interface Embedder {
    /** The model's name, as the rows record it (`query` embeds questions with the same). */
    readonly model: string;
    /** Embeds `texts`: one vector each, in order, and the tokens the server counted (when it says). */
    embed(texts: readonly string[], signal?: AbortSignal): Promise<EmbeddedBatch>;
    /** Closes its connections. */
    close?(): Promise<void>;
}
export interface EmbeddedBatch {
    vectors: Float32Array[];
    /** The tokens the server counted (`usage.prompt_tokens`), when it says. */
    tokens?: number | undefined;
}
/** Options of {@link embeddingsClient}. */
export interface EmbeddingsClientOptions {
    /** The server's base URL, up to `/v1` (`https://api.openai.com/v1`, `http://localhost:11434/v1`). */
    url: string;
    model: string;
    /** Sent as `Authorization: Bearer KEY` (and `api-key: KEY`, as Azure OpenAI reads it). */
    apiKey?: string | undefined;
    /** Asks for vectors of this length (models that can shorten them: `text-embedding-3-*`). */
    dimensions?: number | undefined;
    /** Retries of one batch after a 429, a 5xx or a broken connection. @default 6 */
    maxRetries?: number | undefined;
    /** Milliseconds a request may take. @default 120000 */
    timeoutMs?: number | undefined;
}
/** A client of the embeddings server at `options.url`. */
export declare function embeddingsClient(options: EmbeddingsClientOptions): Embedder;
/**
 * An {@link Embedder} of your own function: `embed(texts)` resolves to one vector per text. Its answers are
 * checked as a server's are: the right count, one length for all, finite numbers.
 *
 * @example
 * ```ts
 * // Any function from texts to vectors: here, letter counts, a toy model.
 * const embedder = functionEmbedder('letters', async (texts) =>
 *   texts.map((t) => Array.from({ length: 26 }, (_, i) => t.split(String.fromCharCode(97 + i)).length - 1)),
 * );
 * ```
 */
export declare function functionEmbedder(model: string, embed: (texts: readonly string[]) => Promise<readonly (readonly number[])[]>): Embedder;
