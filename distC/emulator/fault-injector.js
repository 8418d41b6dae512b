import { drawFor } from './seeded-random.js';
const REPLACING = ['429', '500', '502', '503', 'reset'];
/**
 * Decides which faults a request gets. Draws are a pure function of (seed, route, request number
 * on that route, kind), so concurrent traffic on other routes never shifts a route's faults.
 */
export class FaultInjector {
    spec;
    #seed;
    #counters = new Map();
    #scripted = [];
    constructor(spec, defaultSeed) {
        this.spec = spec ?? {};
        this.#seed = this.spec.seed ?? defaultSeed;
    }
    /** Queues a fault for the next matching request(s). */
    script(fault) {
        this.#scripted.push({ ...fault, remaining: fault.times ?? 1, passing: fault.after ?? 0 });
    }
    /** The rates that apply to a route: global ones, overridden by `prefix.*`, then by the exact route. */
    ratesFor(route) {
        let rates = { ...this.spec.rates };
        const routes = this.spec.routes ?? {};
        for (const [pattern, own] of Object.entries(routes)) {
            if (pattern.endsWith('.*') && route.startsWith(pattern.slice(0, -1)))
                rates = { ...rates, ...own };
        }
        const exact = routes[route];
        if (exact)
            rates = { ...rates, ...exact };
        return rates;
    }
    /** Decides the faults of the next request on `route`. */
    decide(route) {
        const n = this.#counters.get(route) ?? 0;
        this.#counters.set(route, n + 1);
        const decision = { replace: undefined, truncate: false, slow: false, latencyMs: 0 };
        const scripted = this.#takeScripted(route);
        const rates = this.ratesFor(route);
        const hit = (kind) => {
            if (scripted.includes(kind))
                return true;
            const rate = rates[kind] ?? 0;
            return rate > 0 && drawFor(this.#seed, route, n, kind) < rate;
        };
        for (const kind of REPLACING) {
            if (hit(kind)) {
                decision.replace = kind;
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
    notFoundWindowFor(statusRoute) {
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
    #takeScripted(route, only) {
        const kinds = [];
        for (const fault of this.#scripted) {
            if (fault.remaining <= 0 || (only !== undefined && fault.kind !== only))
                continue;
            if (only === undefined && fault.kind === '404')
                continue;
            if (!matches(fault.route, route) || kinds.includes(fault.kind))
                continue;
            if (fault.passing > 0) {
                fault.passing--;
                continue;
            }
            fault.remaining--;
            kinds.push(fault.kind);
        }
        for (let i = this.#scripted.length - 1; i >= 0; i--) {
            if (this.#scripted[i].remaining <= 0)
                this.#scripted.splice(i, 1);
        }
        return kinds;
    }
}
function matches(pattern, route) {
    if (pattern === undefined || pattern === '*')
        return true;
    if (pattern.endsWith('.*'))
        return route.startsWith(pattern.slice(0, -1));
    return pattern === route;
}
