/**
 * Converters from raw flag strings to typed values. Each throws a {@link UsageError} whose message starts
 * with the flag, so the user sees which flag to fix, e.g. `--limit: must be an integer ≥ 1`.
 */
/** Bounds for {@link integerFlag}. */
export interface IntegerBounds {
    /** Smallest allowed value. */
    min?: number;
    /** Largest allowed value. */
    max?: number;
}
/**
 * Parses a decimal integer flag value, or returns `undefined` when the flag was not given.
 *
 * @example
 * ```ts
 * integerFlag('limit', '50', { min: 1 }); // 50
 * integerFlag('limit', '0', { min: 1 });  // throws "--limit: must be an integer ≥ 1"
 * ```
 */
export declare function integerFlag(name: string, raw: string | undefined, bounds?: IntegerBounds): number | undefined;
/** Parses a decimal number flag value (fractions allowed), or `undefined` when the flag was not given. */
export declare function numberFlag(name: string, raw: string | undefined, bounds?: IntegerBounds): number | undefined;
/**
 * Checks a flag value against a closed set, or returns `undefined` when the flag was not given.
 *
 * @example
 * ```ts
 * enumFlag('sitemap', 'skip', ['include', 'skip', 'only'] as const); // 'skip'
 * ```
 */
export declare function enumFlag<const T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T | undefined;
/**
 * Splits comma-separated values of a repeatable flag (`--formats markdown,html --formats links`), drops
 * empty items and checks each against `allowed` when given. Returns `undefined` when the flag was not given.
 */
export declare function listFlag<const T extends string>(name: string, raw: readonly string[] | string | undefined, allowed?: readonly T[]): T[] | undefined;
/** Checks that a flag value is an absolute http(s) URL and returns it unchanged. */
export declare function urlValue(name: string, raw: string): string;
/** A rate in bytes per second from `50MB`, `800KB`, `1GB` or a plain number of bytes (`/s` optional). */
export declare function bytesPerSecondFlag(name: string, raw: string | undefined): number | undefined;
