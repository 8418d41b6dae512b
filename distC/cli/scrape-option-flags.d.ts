import type { FlagSpec, ParsedInput } from './command.js';
/** Formats that can be asked for by name on the command line. */
export declare const formatNames: readonly ['markdown', 'html', 'rawHtml', 'links', 'images', 'summary', 'screenshot'];
/** Flags for the scrape options shared by `crawl`, `batch` and `search`. */
export declare const scrapeOptionFlags: Readonly<Record<string, FlagSpec>>;
/** Request field → flag for the scrape options, under `prefix` (e.g. `scrapeOptions.`). */
export declare function scrapeOptionFieldFlags(prefix: string): Record<string, string>;
/** The scrape options as the service spells them; only fields whose flag was given are present. */
export interface ScrapeOptionValues {
    formats?: (typeof formatNames)[number][];
    onlyMainContent?: boolean;
    includeTags?: string[];
    excludeTags?: string[];
    waitFor?: number;
    timeout?: number;
    maxAge?: number;
    mobile?: boolean;
    proxy?: 'basic' | 'stealth' | 'enhanced' | 'auto';
}
/**
 * Builds scrape options from the flags. Flags not given are left out, so the service applies its own
 * defaults; returns `undefined` when no scrape flag was given at all.
 */
export declare function scrapeOptionsFromFlags(flags: ParsedInput['flags']): ScrapeOptionValues | undefined;
/** A string flag's value, or `undefined`. */
export declare function string(value: ParsedInput['flags'][string]): string | undefined;
/** A repeatable string flag's values, or `undefined` when not given. */
export declare function strings(value: ParsedInput['flags'][string]): string[] | undefined;
