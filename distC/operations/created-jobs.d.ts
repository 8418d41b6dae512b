import type { CancelSignal, Transport } from '../http/transport.js';
import type { JobKind } from '../paging/page-event.js';
import { type CrawlStartResponse } from '../schemas/index.js';
/** The URL a start of `kind` is listed under: a crawl's `url`, a batch scrape's first URL. */
export declare function startUrl(kind: JobKind, payload: unknown): string;
/**
 * The change-tracking tag a start's payload carries (a change-aware pipeline's: its name and where its
 * state is), which the running crawls list in their options: a tag of the run's own pipeline.
 */
export declare function trackingTag(payload: unknown): string | undefined;
/** The running crawls of `url` created since `since` (with `tag`: whose options carry that tag). */
export declare function runningCrawls(transport: Transport, url: string, since: number, signal: CancelSignal, tag?: string): Promise<CrawlStartResponse[]>;
/**
 * The starts of `kind` on `url` the team's activity log lists since `since`, running or ended. The log is
 * newest first: it is read only as far back as `since`.
 */
export declare function loggedStarts(transport: Transport, kind: JobKind, url: string, since: number, signal: CancelSignal): Promise<{
    success: true;
    id: string;
    url: string;
}[]>;
