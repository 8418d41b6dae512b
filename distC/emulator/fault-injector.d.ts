import type { FaultKind, FaultRates, FaultSpec, RouteName } from './fault-spec.js';
/** Faults decided for one request. */
export interface FaultDecision {
    /** A fault that replaces the response (`429`, `500`, `502`, `503`, `reset`), if any. */
    replace: '429' | '500' | '502' | '503' | 'reset' | undefined;
    truncate: boolean;
    slow: boolean;
    /** Milliseconds to wait before handling; 0 when no latency fault. */
    latencyMs: number;
}
/** A fault forced on the next matching requests, ahead of the random draws. */
export interface ScriptedFault {
    /** Route name or `prefix.*`; every route when absent. */
    route?: string;
    kind: FaultKind;
    /** How many matching requests it applies to. @default 1 */
    times?: number;
    /** How many matching requests pass untouched before it applies. @default 0 */
    after?: number;
}
/**
 * Decides which faults a request gets. Draws are a pure function of (seed, route, request number
 * on that route, kind), so concurrent traffic on other routes never shifts a route's faults.
 */
export declare class FaultInjector {
    #private;
    readonly spec: FaultSpec;
    constructor(spec: FaultSpec | undefined, defaultSeed: number);
    /** Queues a fault for the next matching request(s). */
    script(fault: ScriptedFault): void;
    /** The rates that apply to a route: global ones, overridden by `prefix.*`, then by the exact route. */
    ratesFor(route: RouteName): FaultRates;
    /** Decides the faults of the next request on `route`. */
    decide(route: RouteName): FaultDecision;
    /**
     * How long a new job reads 404 after creation (`404` fault on its status route), 0 for none. Drawn
     * per job in creation order, so the same seed hides the same jobs.
     */
    notFoundWindowFor(statusRoute: RouteName): number;
}
