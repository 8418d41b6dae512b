/** All fault kinds, in the order their draws are made. */
export const FAULT_KINDS = [
    '429',
    '500',
    '502',
    '503',
    'reset',
    'truncate',
    'latency',
    'slow',
    '404',
];
/** Names of the routes, for per-route fault rates and the request log: those of the route table. */
import { ROUTE_NAMES } from './routes/route-table.js';
export { ROUTE_NAMES };
const NUMERIC_OPTIONS = ['seed', 'retryAfterSeconds', 'latencyMs', 'slowBytesPerSecond', 'notFoundWindowMs'];
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
export function parseFaultSpec(text) {
    const spec = {};
    for (const raw of text.split(',')) {
        const item = raw.trim();
        if (item === '')
            continue;
        const eq = item.indexOf('=');
        if (eq <= 0)
            throw new Error(`Fault item "${item}" must look like kind=rate, route:kind=rate or option=value`);
        const key = item.slice(0, eq).trim();
        const value = item.slice(eq + 1).trim();
        if (key === 'retryAfterHeader') {
            if (value !== 'true' && value !== 'false')
                throw new Error(`retryAfterHeader must be true or false`);
            spec.retryAfterHeader = value === 'true';
            continue;
        }
        const number = Number(value);
        if (value === '' || !Number.isFinite(number) || number < 0) {
            throw new Error(`Fault item "${item}" needs a non-negative number after "="`);
        }
        if (NUMERIC_OPTIONS.includes(key)) {
            spec[key] = number;
            continue;
        }
        const colon = key.lastIndexOf(':');
        const route = colon >= 0 ? key.slice(0, colon) : undefined;
        const kind = colon >= 0 ? key.slice(colon + 1) : key;
        if (!FAULT_KINDS.includes(kind)) {
            throw new Error(`Unknown fault kind "${kind}"; use one of ${FAULT_KINDS.join(', ')}`);
        }
        if (number > 1)
            throw new Error(`Fault rate of "${key}" must be between 0 and 1`);
        if (route === undefined) {
            spec.rates = { ...spec.rates, [kind]: number };
            continue;
        }
        if (!isRoutePattern(route)) {
            throw new Error(`Unknown route "${route}"; use one of ${ROUTE_NAMES.join(', ')} or a prefix like crawl.*`);
        }
        spec.routes = { ...spec.routes, [route]: { ...spec.routes?.[route], [kind]: number } };
    }
    return spec;
}
/** Whether `pattern` names a route or a `prefix.*` group of routes. */
export function isRoutePattern(pattern) {
    if (pattern.endsWith('.*')) {
        const prefix = pattern.slice(0, -1);
        return ROUTE_NAMES.some((name) => name.startsWith(prefix));
    }
    return ROUTE_NAMES.includes(pattern);
}
