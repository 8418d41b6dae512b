/**
 * Time in the synthetic web: each version after the first edits, adds and removes a seeded share of the
 * pages (and edits at least one page of every site), so that a re-crawl sees what a daily re-crawl of a
 * real site sees. Only the pages named change:
 * an edited page gets a new body, price and version (same URL, title and links); an added page is new and listed in its host's
 * sitemap (no existing page links to it, so no other page changes); a removed page answers 404 and leaves
 * the sitemap, while the links to it stay on the pages that had them, as on the real web, and its own
 * links stay on it (a site's 404 page keeps its navigation), so every page it led to is still found.
 */
import type { ResolvedWebOptions } from './options.js';
import type { WebModel } from './site-graph.js';
/** What one version changed, as canonical URLs in a stable order. */
export interface WebVersionChanges {
    /** The version the web is at after the change. */
    version: number;
    edited: string[];
    added: string[];
    removed: string[];
}
/** Shares of the live pages each new version edits, adds and removes. */
export interface WebChangeRates {
    /** @default 0.01 */
    edited: number;
    /** @default 0.005 */
    added: number;
    /** @default 0.005 */
    removed: number;
}
export declare const DEFAULT_CHANGE_RATES: WebChangeRates;
/** Moves `model` from version `version - 1` to `version`. */
export declare function applyVersion(model: WebModel, options: ResolvedWebOptions, rates: WebChangeRates, version: number): WebVersionChanges;
