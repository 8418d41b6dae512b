import type { SizeBucket, SyntheticWebOptions } from './types.js';
import { type WebChangeRates } from './web-versions.js';
/**
 * Default page-size distribution: mostly small pages, a tail of large ones and a few multi-megabyte pages,
 * the shape a real crawl shows. Sizes are markdown characters.
 */
export declare const DEFAULT_SIZE_BUCKETS: readonly SizeBucket[];
/** Options with every default applied. */
export interface ResolvedWebOptions {
    readonly seed: number;
    readonly sites: number;
    readonly pagesPerSite: number;
    readonly sizes: readonly SizeBucket[];
    readonly failureRate: number;
    readonly brokenLinkRate: number;
    readonly bodyText: 'pooled' | 'distinct';
    readonly now: string;
    readonly version: number;
    readonly changeRates: WebChangeRates;
}
/** Applies defaults and rejects options that cannot describe a web. */
export declare function resolveWebOptions(options?: SyntheticWebOptions): ResolvedWebOptions;
