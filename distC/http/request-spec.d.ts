/**
 * What a caller asks of the transport (one logical request, which retries reuse unchanged) and what it gets
 * back: the types every layer of the transport shares.
 */
import type { Readable } from 'node:stream';
import type { CrawlstreamError } from '../errors/errors.js';
import type { RetryInfo } from '../retry/retry-info.js';
import type { CancelSignal } from './cancel-signal.js';
import type { QueryParams } from './request-target.js';
/** A request body of known length streamed from its source: `open()` starts it again for a retry. */
export interface Upload {
    contentType: string;
    /** Bytes `open()` yields (sent as `content-length`). */
    length: number;
    open(): Readable;
}
/** One logical request; retries reuse it unchanged. */
export interface RequestSpec {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    /** Path starting with `/v2/`, without query, e.g. `/v2/crawl/<id>`. Ids must already be URI-encoded. */
    path: string;
    /** Query parameters; `undefined` values are left out. */
    query?: QueryParams | undefined;
    /** JSON body (POST, or DELETE with a body). */
    body?: unknown;
    /** A body sent as bytes instead (a multipart upload), opened afresh for every attempt. */
    upload?: Upload | undefined;
    /**
     * Aborts the request in flight and any retry wait; the call then rejects with `AbortError`. Any
     * `AbortSignal`, or a `Cancellation` (what the operations use: it costs far less per call).
     */
    signal?: CancelSignal | undefined;
    /**
     * Sent as `x-idempotency-key`; the service drops a repeat, so the POST may be retried. `POST
     * /v2/crawl` and `POST /v2/batch/scrape` get a fresh UUID per call when none is given; `null` sends none.
     */
    idempotencyKey?: string | null | undefined;
    /**
     * Sent as `x-request-id`: the service charges one execution of a tool call once however often the same id
     * comes with the same body, so such a POST is retried like an idempotent one.
     */
    requestId?: string | undefined;
    /** Retry this non-idempotent POST on any retryable failure, accepting that it may run twice. */
    retryUnsafe?: boolean | undefined;
    /**
     * Errors this returns `true` for are thrown at once, without the retries the policy would make: the
     * caller handles them (a job start that meets a server which breaks on idempotency keys).
     */
    stopOn?: ((err: CrawlstreamError) => boolean) | undefined;
    /** Per-attempt timeout in ms. @default the client's `timeoutMs` */
    timeoutMs?: number | undefined;
    /** Retry 404 answers for this long (ms since the call started): a job read right after creation may 404. */
    notFoundGraceMs?: number | undefined;
    /** Called before each retry wait of this call (after the client-wide `onRetry`). */
    onRetry?: ((info: RetryInfo) => void) | undefined;
}
/**
 * How {@link Transport.readPage} handles a status page's body: kept as bytes (decompressed, not decoded)
 * and parsed once.
 */
export interface PageRead<P extends ParsedPage> {
    /**
     * Parses a successful body once; the result becomes `data`, and its `fields` (the body's top-level fields
     * other than bulk data) decide `success: false`, so the body is not searched. Whatever it throws (a
     * `CrawlstreamError` passes through unchanged) fails the call without a retry.
     */
    parse(bytes: Buffer): P;
    /**
     * Supplies the buffer a body of announced length is read into (`size` bytes exactly); `undefined` falls
     * back to a fresh allocation. Lets a paging source reuse the buffers of released pages.
     */
    buffer?: ((size: number) => Buffer | undefined) | undefined;
    /**
     * Called once the head of a successful answer arrived (the server's work is done), before any of its body
     * is read: the body waits, paused on its connection, until the promise resolves. How read-ahead keeps
     * memory to the bodies it has room for while more reads wait on the server. A rejection fails the attempt.
     * Called again by a retry's attempt.
     */
    admit?: (() => Promise<void>) | undefined;
}
/** What a {@link PageRead.parse} function returns, at least. */
export interface ParsedPage {
    /** The body's top-level fields, parsed; `success` and `error` are read from here. */
    fields: Readonly<Record<string, unknown>>;
}
/** A successful answer. */
export interface Response<T> {
    status: number;
    /** Response headers, lower-case names, repeated headers joined with `, `. */
    headers: Readonly<Record<string, string>>;
    /** Parsed body (validated by the schema when one was given); `undefined` for an empty body. */
    data: T;
    /** The body text exactly as received (decoded once from UTF-8; for a page read, on first access). */
    text: string;
    /** Attempts made, 1 when the first one succeeded. */
    attempts: number;
    /** `Warning` and `Deprecation` header contents, when the service sent either (extract is deprecated upstream). */
    warning?: string;
    /** `x-request-id` response header, when present. */
    requestId?: string;
}
/** The answer of a page read: the parsed page as `data`, and the body bytes it was parsed from. */
export interface PageResponse<P extends ParsedPage> extends Response<P> {
    bytes: Buffer;
}
/** An answer as it came off the socket: the body as text (JSON calls) or as bytes (page reads). */
export type RawAnswer = {
    status: number;
    headers: Record<string, string>;
} & ({
    text: string;
    bytes?: undefined;
} | {
    text?: undefined;
    bytes: Buffer;
});
