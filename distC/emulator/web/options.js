import { DEFAULT_CHANGE_RATES } from './web-versions.js';
/**
 * Default page-size distribution: mostly small pages, a tail of large ones and a few multi-megabyte pages,
 * the shape a real crawl shows. Sizes are markdown characters.
 */
export const DEFAULT_SIZE_BUCKETS = [
    { minBytes: 1_000, maxBytes: 8_000, weight: 60 },
    { minBytes: 8_000, maxBytes: 64_000, weight: 30 },
    { minBytes: 64_000, maxBytes: 512_000, weight: 8 },
    { minBytes: 1_000_000, maxBytes: 4_000_000, weight: 2 },
];
/** Applies defaults and rejects options that cannot describe a web. */
export function resolveWebOptions(options = {}) {
    const resolved = {
        seed: options.seed ?? 1,
        sites: options.sites ?? 3,
        pagesPerSite: options.pagesPerSite ?? 40,
        sizes: options.sizes ?? DEFAULT_SIZE_BUCKETS,
        failureRate: options.failureRate ?? 0.02,
        brokenLinkRate: options.brokenLinkRate ?? 0.05,
        bodyText: options.bodyText ?? 'pooled',
        now: options.now ?? '2026-01-01T00:00:00.000Z',
        version: options.version ?? 0,
        changeRates: { ...DEFAULT_CHANGE_RATES, ...options.changeRates },
    };
    if (!Number.isInteger(resolved.sites) || resolved.sites < 1)
        throw new RangeError('sites must be an integer ≥ 1');
    if (!Number.isInteger(resolved.pagesPerSite) || resolved.pagesPerSite < 1) {
        throw new RangeError('pagesPerSite must be an integer ≥ 1');
    }
    if (resolved.sizes.length === 0)
        throw new RangeError('sizes needs at least one bucket');
    for (const b of resolved.sizes) {
        if (!(b.minBytes >= 0 && b.maxBytes >= b.minBytes && b.weight >= 0)) {
            throw new RangeError('each size bucket needs 0 ≤ minBytes ≤ maxBytes and weight ≥ 0');
        }
    }
    if (!Number.isInteger(resolved.version) || resolved.version < 0) {
        throw new RangeError('version must be an integer ≥ 0');
    }
    for (const [name, rate] of [
        ['failureRate', resolved.failureRate],
        ['brokenLinkRate', resolved.brokenLinkRate],
        ['changeRates.edited', resolved.changeRates.edited],
        ['changeRates.added', resolved.changeRates.added],
        ['changeRates.removed', resolved.changeRates.removed],
    ]) {
        if (!(rate >= 0 && rate <= 1))
            throw new RangeError(`${name} must lie in [0, 1]`);
    }
    if (Number.isNaN(Date.parse(resolved.now)))
        throw new RangeError('now must be an ISO date-time');
    return resolved;
}
