/**
 * Batch scrape: `POST /v2/batch/scrape` (start), `GET /v2/batch/scrape/{id}` (status, see
 * JobStatusResponse), `DELETE /v2/batch/scrape/{id}` (cancel), `GET /v2/batch/scrape/{id}/errors`.
 */
import * as z from 'zod';
import { checkScrapeOptions, scrapeOptionsShape, WebhookConfig } from './shared.js';
import { checkUrlList } from './url-list.js';
/** Body of `POST /v2/batch/scrape`: the URLs plus scrape options at the top level. */
export const BatchScrapeRequest = z
    .strictObject({
    urls: z.array(z.string().min(1)).min(1),
    ...scrapeOptionsShape,
    webhook: WebhookConfig.optional(),
    maxConcurrency: z.int().min(1).optional(),
    ignoreInvalidURLs: z.boolean().optional(),
    /** Add the URLs to an existing batch job instead of starting a new one. */
    appendToId: z.uuid({ error: 'must be a job id (an RFC 4122 UUID)' }).optional(),
    zeroDataRetention: z.boolean().optional(),
})
    .superRefine(checkScrapeOptions)
    .superRefine(checkUrlList);
/** Answer to `POST /v2/batch/scrape`. */
export const BatchStartResponse = z.looseObject({
    success: z.boolean(),
    id: z.string(),
    url: z.string().optional(),
    invalidURLs: z.array(z.string()).nullish(),
});
