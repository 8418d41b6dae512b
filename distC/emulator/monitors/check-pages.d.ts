import type { MonitorTarget } from '../../schemas/monitor.js';
import { type PageRenderer } from '../web-page-source.js';
/** One page of a check, as the service lists it. */
export interface CheckPage {
    id: string;
    targetId: string;
    url: string;
    status: 'same' | 'new' | 'changed' | 'removed' | 'error';
    previousScrapeId: string | null;
    currentScrapeId: string | null;
    statusCode: number | null;
    error: string | null;
    metadata: Record<string, unknown> | null;
    diff: {
        text: string;
        json: unknown;
    } | null;
    createdAt: string;
}
/** What a check scraped and what it cost. */
export interface CheckOutcome {
    pages: CheckPage[];
    credits: number;
}
/** A target with its id (the monitor gives every target one). */
export type IdentifiedTarget = MonitorTarget & {
    id: string;
};
/** The URLs a target covers now: its list, its crawl's frontier, or its searches' results. */
export declare function targetUrls(renderer: PageRenderer, target: IdentifiedTarget): string[];
/**
 * Scrapes every target's pages for a check: `urls[i]`, target `i`'s URLs ({@link targetUrls}). `scrapes` maps
 * `targetId URL` to the last scrape id of the monitor (updated here); `newId` names scrapes and pages.
 */
export declare function runCheckPages(renderer: PageRenderer, monitorId: string, targets: readonly IdentifiedTarget[], urls: readonly (readonly string[])[], scrapes: Map<string, string>, newId: () => string, at: number): CheckOutcome;
