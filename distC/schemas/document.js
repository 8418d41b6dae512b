/**
 * Response schemas for scraped documents and job status pages. Lenient: unknown keys pass through
 * and extra metadata keys are kept, so a new field on the service never breaks a client.
 */
import * as z from 'zod';
import { DiscoveredTool } from './tools.js';
/** Page metadata: the named fields are typed, any other key is kept as sent. */
export const DocumentMetadata = z.looseObject({
    title: z.string().nullish(),
    description: z.string().nullish(),
    /** A string, or a list when the page declares several. */
    language: z.union([z.string(), z.array(z.string())]).nullish(),
    sourceURL: z.string().nullish(),
    url: z.string().nullish(),
    keywords: z.union([z.string(), z.array(z.string())]).nullish(),
    ogLocaleAlternate: z.array(z.string()).nullish(),
    statusCode: z.number().nullish(),
    error: z.string().nullish(),
});
/** One scraped page. */
export const Document = z.looseObject({
    markdown: z.string().nullish(),
    html: z.string().nullish(),
    rawHtml: z.string().nullish(),
    links: z.array(z.string()).nullish(),
    images: z.array(z.string()).nullish(),
    screenshot: z.string().nullish(),
    summary: z.string().nullish(),
    json: z.unknown().optional(),
    warning: z.string().nullish(),
    metadata: DocumentMetadata.optional(),
    /** The catalogue's tools whose contracts match the page (`domainTools`). */
    tools: z.array(DiscoveredTool).nullish(),
});
/** Job status values of crawl and batch scrape jobs. */
export const JobStatus = z.enum(['scraping', 'completed', 'cancelled', 'failed']);
/**
 * A status page of a crawl or batch scrape job (`GET /v2/crawl/{id}`, `GET /v2/batch/scrape/{id}`).
 * `next` is present while more documents exist or the job is still running.
 */
export const JobStatusResponse = z.looseObject({
    success: z.boolean().optional(),
    status: JobStatus,
    completed: z.number(),
    total: z.number(),
    creditsUsed: z.number().nullish(),
    expiresAt: z.string().nullish(),
    next: z.string().nullish(),
    data: z.array(Document),
    createdAt: z.string().nullish(),
    completedAt: z.string().nullish(),
    duration: z.number().nullish(),
    warning: z.string().nullish(),
    error: z.string().nullish(),
});
/** Answer to cancelling a crawl or batch scrape (the service sends no `success` field here). */
export const CancelResponse = z.looseObject({
    success: z.boolean().optional(),
    status: z.string(),
});
/** Failed pages and robots-blocked URLs of a crawl or batch scrape job. */
export const CrawlErrorsResponse = z.looseObject({
    errors: z.array(z.looseObject({
        id: z.string(),
        timestamp: z.string().nullish(),
        url: z.string(),
        code: z.string().nullish(),
        error: z.string(),
    })),
    robotsBlocked: z.array(z.string()),
});
