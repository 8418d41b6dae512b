import { UsageError } from './usage-error.js';
/**
 * Parses a decimal integer flag value, or returns `undefined` when the flag was not given.
 *
 * @example
 * ```ts
 * integerFlag('limit', '50', { min: 1 }); // 50
 * integerFlag('limit', '0', { min: 1 });  // throws "--limit: must be an integer ≥ 1"
 * ```
 */
export function integerFlag(name, raw, bounds = {}) {
    if (raw === undefined)
        return undefined;
    const rule = describeBounds('an integer', bounds);
    if (!/^[+-]?\d+$/.test(raw.trim()))
        throw new UsageError(`--${name}: must be ${rule} (got "${raw}")`);
    const value = Number(raw);
    if (!Number.isSafeInteger(value))
        throw new UsageError(`--${name}: must be ${rule} (got "${raw}")`);
    checkBounds(name, value, rule, bounds);
    return value;
}
/** Parses a decimal number flag value (fractions allowed), or `undefined` when the flag was not given. */
export function numberFlag(name, raw, bounds = {}) {
    if (raw === undefined)
        return undefined;
    const rule = describeBounds('a number', bounds);
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) {
        throw new UsageError(`--${name}: must be ${rule} (got "${raw}")`);
    }
    checkBounds(name, value, rule, bounds);
    return value;
}
/**
 * Checks a flag value against a closed set, or returns `undefined` when the flag was not given.
 *
 * @example
 * ```ts
 * enumFlag('sitemap', 'skip', ['include', 'skip', 'only'] as const); // 'skip'
 * ```
 */
export function enumFlag(name, raw, allowed) {
    if (raw === undefined)
        return undefined;
    if (allowed.includes(raw))
        return raw;
    throw new UsageError(`--${name}: must be one of ${allowed.join(', ')} (got "${raw}")`);
}
/**
 * Splits comma-separated values of a repeatable flag (`--formats markdown,html --formats links`), drops
 * empty items and checks each against `allowed` when given. Returns `undefined` when the flag was not given.
 */
export function listFlag(name, raw, allowed) {
    if (raw === undefined)
        return undefined;
    const items = (typeof raw === 'string' ? [raw] : raw)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value.length > 0);
    if (items.length === 0)
        throw new UsageError(`--${name}: must list at least one value`);
    if (allowed) {
        for (const item of items) {
            if (!allowed.includes(item)) {
                throw new UsageError(`--${name}: each value must be one of ${allowed.join(', ')} (got "${item}")`);
            }
        }
    }
    return items;
}
/** Checks that a flag value is an absolute http(s) URL and returns it unchanged. */
export function urlValue(name, raw) {
    let parsed;
    try {
        parsed = new URL(raw);
    }
    catch {
        throw new UsageError(`${name}: must be an absolute http(s) URL (got "${raw}")`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new UsageError(`${name}: must be an absolute http(s) URL (got "${raw}")`);
    }
    return raw;
}
function describeBounds(kind, { min, max }) {
    if (min !== undefined && max !== undefined)
        return `${kind} from ${min} to ${max}`;
    if (min !== undefined)
        return `${kind} ≥ ${min}`;
    if (max !== undefined)
        return `${kind} ≤ ${max}`;
    return kind;
}
function checkBounds(name, value, rule, { min, max }) {
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
        throw new UsageError(`--${name}: must be ${rule} (got ${value})`);
    }
}
const RATE_UNITS = { '': 1, b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };
/** A rate in bytes per second from `50MB`, `800KB`, `1GB` or a plain number of bytes (`/s` optional). */
export function bytesPerSecondFlag(name, raw) {
    if (raw === undefined)
        return undefined;
    const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]?b)?(?:\/s)?\s*$/i.exec(raw);
    const value = match
        ? Number(match[1]) * (RATE_UNITS[(match[2] ?? '').toLowerCase()] ?? Number.NaN)
        : Number.NaN;
    if (!(value > 0)) {
        throw new UsageError(`--${name}: must be a rate such as 50MB, 800KB or 1GB per second (got "${raw}")`);
    }
    return value;
}
