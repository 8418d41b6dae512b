import type { Observable } from 'rxjs';
import * as z from 'zod';
import { CrawlstreamError } from '../errors/errors.js';
import type { Transport } from '../http/transport.js';
import { type PollBackoffOptions } from '../paging/paging-backoff.js';
import { ExtractRequest } from '../schemas/index.js';
import { type WarningOptions } from './warning.js';
/** An extract request whose `schema` may be a zod schema instead of a JSON Schema object. */
export type ExtractInput<S = ExtractRequest['schema']> = Omit<ExtractRequest, 'schema'> & {
    schema?: S;
};
/** Options of `client.extract`. */
export interface ExtractOptions extends WarningOptions, PollBackoffOptions {
    /** Called once the job was created: its id and the URLs the service skipped as invalid. */
    onStart?: ((start: {
        id: string;
        invalidURLs: readonly string[];
    }) => void) | undefined;
    /** How long a 404 on the status right after creation is retried, in ms. @default 10000 */
    notFoundGraceMs?: number | undefined;
}
/** The final record of a completed extract job. */
export interface ExtractResult<T> {
    id: string;
    status: 'completed';
    /** The extracted data; parsed by the zod schema when one was given. */
    data: T;
    /** URLs the service skipped as invalid (`[]` when none, or when `ignoreInvalidURLs` was false). */
    invalidURLs: readonly string[];
    /** Warnings of the start and status responses (extract is deprecated upstream), joined with `; `. */
    warning?: string;
    sources?: unknown;
    creditsUsed?: number;
    tokensUsed?: number;
    expiresAt?: string;
}
/**
 * Starts an extract job (`POST /v2/extract`) and polls `GET /v2/extract/{id}` (with backoff) until it is
 * `completed`; emits the final record, then completes. `failed` and `cancelled` end in `JobFailedError` /
 * `JobCancelledError`. Pass a zod schema as `schema` to get `data` parsed and typed by it (a mismatch is a
 * `ResponseDecodeError`). The deprecation warning the service sends goes to `onWarning` and `warning`.
 *
 * @example
 * ```ts
 * const Product = z.object({ name: z.string(), price: z.number() });
 * client.extract({ urls: ['https://shop.test/p/1'], schema: Product })
 *   .subscribe(({ data }) => console.log(data.name, data.price)); // typed as { name: string; price: number }
 * ```
 */
export declare function extract<S extends z.ZodType>(transport: Transport, request: ExtractInput<S>, options?: ExtractOptions): Observable<ExtractResult<z.output<S>>>;
export declare function extract(transport: Transport, request: ExtractInput, options?: ExtractOptions): Observable<ExtractResult<unknown>>;
/** The typed error of an asynchronous job (extract, agent) that ended `failed` or `cancelled`. */
export declare function asyncJobEnd(label: 'Extract' | 'Agent', status: 'failed' | 'cancelled', id: string, path: string, reason: string | undefined, body: unknown): CrawlstreamError;
