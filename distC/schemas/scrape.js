/**
 * Single-page scrape: `POST /v2/scrape`.
 */
import * as z from 'zod';
import { Document } from './document.js';
import { checkScrapeOptions, scrapeOptionsShape, ToolDetail } from './shared.js';
import { TargetUrl } from './target-url.js';
/** Body of `POST /v2/scrape`: the URL plus scrape options at the top level. */
export const ScrapeRequest = z
    .strictObject({
    url: TargetUrl,
    ...scrapeOptionsShape,
    zeroDataRetention: z.boolean().optional(),
    // A single scrape only: crawl, batch and parse scrape options do not take it.
    toolDetail: ToolDetail.optional(),
})
    .superRefine(checkScrapeOptions);
/** Answer to `POST /v2/scrape`. */
export const ScrapeResponse = z.looseObject({
    success: z.boolean(),
    data: Document,
    warning: z.string().nullish(),
});
