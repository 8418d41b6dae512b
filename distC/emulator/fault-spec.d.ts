/**
 * Kinds of injected faults.
 * - `429`, `500`, `502`, `503`: the status with the service's error body, instead of handling the request
 * - `reset`: the TCP connection is reset before any response (the request is not handled)
 * - `truncate`: the response is handled, headers promise the full length, the body stops half-way
 * - `latency`: the response waits `latencyMs` (jittered) before it is handled
 * - `slow`: the body trickles at `slowBytesPerSecond`
 * - `404`: a job's status reads 404 "Job not found" for `notFoundWindowMs` after creation
 */
export type FaultKind = '429' | '500' | '502' | '503' | 'reset' | 'truncate' | 'latency' | 'slow' | '404';
/** Probability (0..1) per fault kind. */
export type FaultRates = Partial<Record<FaultKind, number>>;
/** All fault kinds, in the order their draws are made. */
export declare const FAULT_KINDS: readonly FaultKind[];
/**
 * Seeded, reproducible fault injection: the same seed and the same request sequence per route inject
 * the same faults.
 */
export interface FaultSpec {
    /** Seed of the fault draws. @default the emulator's seed */
    seed?: number;
    /** Rates applied to every route. */
    rates?: FaultRates;
    /**
     * Rates per route name (see {@link ROUTE_NAMES}; `crawl.*` matches every crawl route). A route's own
     * entry replaces the global rate of the same kind.
     */
    routes?: Record<string, FaultRates>;
    /** Seconds named in the 429 text "retry after Ns". @default 1 */
    retryAfterSeconds?: number;
    /** Also send a `Retry-After` header with 429 (the service does not). @default false */
    retryAfterHeader?: boolean;
    /** Mean added latency of a `latency` fault. @default 200 */
    latencyMs?: number;
    /** Body speed of a `slow` fault. @default 65536 */
    slowBytesPerSecond?: number;
    /** How long a job reads 404 after creation when a `404` fault hits it. @default 1000 */
    notFoundWindowMs?: number;
}
/** Names of the routes, for per-route fault rates and the request log: those of the route table. */
import { ROUTE_NAMES, type RouteName } from './routes/route-table.js';
export { ROUTE_NAMES, type RouteName };
/**
 * Parses the command-line fault syntax: comma-separated `kind=rate` for every route,
 * `route:kind=rate` for one route, and `option=value` for the numeric options and
 * `retryAfterHeader=true`.
 *
 * @example
 * parseFaultSpec('429=0.05,500=0.02,reset=0.01,crawl.status:truncate=0.1,latencyMs=50')
 * // => { rates: {'429': 0.05, '500': 0.02, reset: 0.01}, routes: {'crawl.status': {truncate: 0.1}}, latencyMs: 50 }
 * @throws Error naming the bad item when an entry is not understood
 */
export declare function parseFaultSpec(text: string): FaultSpec;
/** Whether `pattern` names a route or a `prefix.*` group of routes. */
export declare function isRoutePattern(pattern: string): boolean;
