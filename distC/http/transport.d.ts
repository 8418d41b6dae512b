import type { ZodType } from 'zod';
import { type ClientOptions, type ResolvedConfig } from './config.js';
import { type ResolvedNext } from './next-url.js';
import type { PageRead, PageResponse, ParsedPage, RequestSpec, Response } from './request-spec.js';
export type { RetryInfo } from '../retry/retry-info.js';
export type { CancelSignal } from './cancel-signal.js';
export type { ClientOptions, RetryOptions } from './config.js';
export type { ResolvedNext } from './next-url.js';
export type { PageRead, PageResponse, ParsedPage, RequestSpec, Response } from './request-spec.js';
/** The part of a WebSocket the status stream uses. */
export interface StatusSocket {
    addEventListener(type: 'message', listener: (event: {
        data: unknown;
    }) => void): void;
    addEventListener(type: 'close', listener: (event: {
        code: number;
        reason: string;
    }) => void): void;
    addEventListener(type: 'error', listener: (event: unknown) => void): void;
    close(): void;
}
/** The HTTP client bound to one service origin and one API key. */
export interface Transport {
    /** `protocol://host[:port]` of the service (never the key). */
    readonly origin: string;
    /** A JSON call: sends, retrying per the retry policy; resolves with the parsed (and validated) body. */
    json<T = unknown>(spec: RequestSpec, schema?: ZodType<T>): Promise<Response<T>>;
    /**
     * A page read: sends like {@link Transport.json}, keeps a successful body as bytes and parses it once
     * with `read.parse` into `data`.
     */
    readPage<P extends ParsedPage>(spec: RequestSpec, read: PageRead<P>): Promise<PageResponse<P>>;
    /** Re-aims a `next` cursor URL at this transport's origin; throws `CursorError` if it is not under `/v2/`. */
    resolveNext(nextUrl: string): ResolvedNext;
    /**
     * Opens the service's WebSocket at `path` (`/v2/crawl/{id}`) on this transport's origin, the key sent as
     * the socket's protocol, as the service expects (it never goes anywhere else).
     */
    openSocket(path: string): Promise<StatusSocket>;
    /**
     * Stops the transport: requests in flight and retry waits reject with `ClientClosedError`, later requests
     * too, and the dispatcher the transport created is closed (an injected one is left to its owner).
     * Idempotent.
     */
    close(): Promise<void>;
}
/**
 * Creates the transport of one client.
 *
 * @example
 * const transport = createTransport({ apiKey: 'fc-...' });
 * const res = await transport.json({ method: 'GET', path: `/v2/crawl/${id}`, query: { skip: 0 } });
 * await transport.close();
 */
export declare function createTransport(options?: ClientOptions): Transport;
export type { ResolvedConfig };
