import type { FaultKind, FaultRates, FaultSpec, RouteName } from './fault-spec.js';
import { drawFor } from './seeded-random.js';

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

const REPLACING: readonly FaultKind[] = ['429', '500', '502', '503', 'reset'];

/**
 * Decides which faults a request gets. Draws are a pure function of (seed, route, request number
 * on that route, kind), so concurrent traffic on other routes never shifts a route's faults.
 */
export class FaultInjector {
  readonly spec: FaultSpec;
  readonly #seed: number;
  readonly #counters = new Map<string, number>();
  readonly #scripted: Array<ScriptedFault & { remaining: number; passing: number }> = [];

  constructor(spec: FaultSpec | undefined, defaultSeed: number) {
    this.spec = spec ?? {};
    this.#seed = this.spec.seed ?? defaultSeed;
  }

  /** Queues a fault for the next matching request(s). */
  script(fault: ScriptedFault): void {
    this.#scripted.push({ ...fault, remaining: fault.times ?? 1, passing: fault.after ?? 0 });
  }

  /** The rates that apply to a route: global ones, overridden by `prefix.*`, then by the exact route. */
  ratesFor(route: RouteName): FaultRates {
    let rates: FaultRates = { ...this.spec.rates };
    const routes = this.spec.routes ?? {};
    for (const [pattern, own] of Object.entries(routes)) {
      if (pattern.endsWith('.*') && route.startsWith(pattern.slice(0, -1))) rates = { ...rates, ...own };
    }
    const exact = routes[route];
    if (exact) rates = { ...rates, ...exact };
    return rates;
  }

  /** Decides the faults of the next request on `route`. */
  decide(route: RouteName): FaultDecision {
    const n = this.#counters.get(route) ?? 0;
    this.#counters.set(route, n + 1);
    const decision: FaultDecision = { replace: undefined, truncate: false, slow: false, latencyMs: 0 };
    const scripted = this.#takeScripted(route);
    const rates = this.ratesFor(route);
    const hit = (kind: FaultKind): boolean => {
      if (scripted.includes(kind)) return true;
      const rate = rates[kind] ?? 0;
      return rate > 0 && drawFor(this.#seed, route, n, kind) < rate;
    };
    for (const kind of REPLACING) {
      if (hit(kind)) {
        decision.replace = kind as FaultDecision['replace'];
        break;
      }
    }
    decision.truncate = hit('truncate');
    decision.slow = hit('slow');
    if (hit('latency')) {
      const mean = this.spec.latencyMs ?? 200;
      decision.latencyMs = Math.round(mean * (0.5 + drawFor(this.#seed, route, n, 'latency-jitter')));
    }
    return decision;
  }

  /**
   * How long a new job reads 404 after creation (`404` fault on its status route), 0 for none. Drawn
   * per job in creation order, so the same seed hides the same jobs.
   */
  notFoundWindowFor(statusRoute: RouteName): number {
    const key = `${statusRoute}#created`;
    const n = this.#counters.get(key) ?? 0;
    this.#counters.set(key, n + 1);
    const forced = this.#takeScripted(statusRoute, '404');
    const rate = this.ratesFor(statusRoute)['404'] ?? 0;
    if (forced.length > 0 || (rate > 0 && drawFor(this.#seed, statusRoute, 'created', n, '404') < rate)) {
      return this.spec.notFoundWindowMs ?? 1000;
    }
    return 0;
  }

  #takeScripted(route: RouteName, only?: FaultKind): FaultKind[] {
    const kinds: FaultKind[] = [];
    for (const fault of this.#scripted) {
      if (fault.remaining <= 0 || (only !== undefined && fault.kind !== only)) continue;
      if (only === undefined && fault.kind === '404') continue;
      if (!matches(fault.route, route) || kinds.includes(fault.kind)) continue;
      if (fault.passing > 0) {
        fault.passing--;
        continue;
      }
      fault.remaining--;
      kinds.push(fault.kind);
    }
    for (let i = this.#scripted.length - 1; i >= 0; i--) {
      if (this.#scripted[i]!.remaining <= 0) this.#scripted.splice(i, 1);
    }
    return kinds;
  }
}

function matches(pattern: string | undefined, route: RouteName): boolean {
  if (pattern === undefined || pattern === '*') return true;
  if (pattern.endsWith('.*')) return route.startsWith(pattern.slice(0, -1));
  return pattern === route;
}
