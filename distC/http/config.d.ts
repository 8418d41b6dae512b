/**
 * Client options and how they fall back to the environment.
 */
import type { Dispatcher } from 'undici';
import type { RetryInfo } from '../retry/retry-info.js';
/** The service's public address, used when neither the options nor the environment name one. */
export declare const DEFAULT_API_URL = "https://api.firecrawl.dev";
/** Default whole-request timeout: long enough for a slow scrape, short enough to notice a hang. */
export declare const DEFAULT_TIMEOUT_MS = 120000;
/** Default number of retries after the first attempt. */
export declare const DEFAULT_MAX_RETRIES = 5;
/**
 * Default response-size guard, in bytes. A status page is cut by the service at about 10 MiB of
 * characters, which UTF-8 may turn into up to ~30 MiB of bytes, and a single document larger than
 * 10 MiB is still sent whole; 64 MiB leaves room for both while stopping a runaway body.
 */
export declare const DEFAULT_MAX_RESPONSE_BYTES: number;
/** Retry timing; every field is optional and injectable so tests need no wall clock. */
export interface RetryOptions {
    /** First backoff ceiling in ms. @default 500 */
    baseMs?: number | undefined;
    /** Cap of one exponential backoff wait in ms. @default 30000 */
    maxMs?: number | undefined;
    /** Longest server-requested wait honoured, in ms; longer ones fail at once. @default 120000 */
    maxRetryAfterMs?: number | undefined;
    /** Uniform random in [0, 1) for jitter. @default Math.random */
    random?: (() => number) | undefined;
    /** Waits `ms` or rejects when `signal` aborts. @default a setTimeout-based sleep */
    sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
    /** Current epoch time in ms, for `Retry-After` dates and `notFoundGraceMs`. @default Date.now */
    now?: (() => number) | undefined;
}
/** Options of a client (and of its transport). */
export interface ClientOptions {
    /** API key sent as `Authorization: Bearer`. @default env CRAWLSTREAM_API_KEY, then FIRECRAWL_API_KEY */
    apiKey?: string | undefined;
    /**
     * Base URL of the service; only its origin (and any path prefix) is used.
     * @default env CRAWLSTREAM_API_URL, then FIRECRAWL_API_URL, then https://api.firecrawl.dev
     */
    apiUrl?: string | undefined;
    /** Whole-request timeout per attempt, in ms. @default 120000 */
    timeoutMs?: number | undefined;
    /** Retries after the first attempt. @default 5 */
    maxRetries?: number | undefined;
    /**
     * undici dispatcher to send every request through (tests pass a `MockAgent`).
     * @default two keep-alive `Agent`s owned by the client: one for status pages, whose sockets read into a
     * reused buffer, one for everything else
     */
    dispatcher?: Dispatcher | undefined;
    /** Retry timing. */
    retry?: RetryOptions | undefined;
    /** Largest response body read, in bytes. @default 64 MiB */
    maxResponseBytes?: number | undefined;
    /** Called before each retry wait, e.g. for logging or counters. */
    onRetry?: ((info: RetryInfo) => void) | undefined;
    /** Environment to read fallbacks from. @default process.env */
    env?: Readonly<Record<string, string | undefined>> | undefined;
}
/** Options after fallbacks were applied. */
export interface ResolvedConfig {
    apiKey: string | undefined;
    /** `protocol://host[:port]` of the service. */
    origin: string;
    /** Path prefix of `apiUrl` without trailing slash (usually `''`). */
    basePath: string;
    timeoutMs: number;
    maxRetries: number;
    maxResponseBytes: number;
}
/**
 * Applies the environment fallbacks and defaults, and checks the values.
 *
 * @throws TypeError when `apiUrl` is not an http(s) URL, or a number option is out of range.
 */
export declare function resolveConfig(options?: ClientOptions): ResolvedConfig;
