import * as z from 'zod';
/**
 * A scraped document as carried by a `*.page` webhook. Lenient: unknown fields pass through, so a service
 * that adds fields does not break receivers.
 */
export const WebhookDocumentSchema = z.looseObject({
    markdown: z.string().optional(),
    html: z.string().optional(),
    rawHtml: z.string().optional(),
    links: z.array(z.string()).optional(),
    screenshot: z.string().optional(),
    metadata: z
        .looseObject({
        title: z.string().optional(),
        description: z.string().optional(),
        sourceURL: z.string().optional(),
        url: z.string().optional(),
        statusCode: z.number().optional(),
    })
        .optional(),
});
const base = {
    /** `false` on a failed page or job; `error` then says why. */
    success: z.boolean(),
    /** The job id (crawl, batch scrape or extract). */
    id: z.string().min(1),
    /** Unique per delivery; the same value is sent again on a retry, so it is the deduplication key. */
    webhookId: z.string().min(1),
    error: z.string().nullish(),
    /** The `metadata` object given in the webhook configuration, echoed back. */
    metadata: z.record(z.string(), z.unknown()).optional(),
};
const emptyData = z.array(z.unknown()).default([]);
const pageData = z.array(WebhookDocumentSchema);
/** Every webhook event type the receiver accepts. */
export const WEBHOOK_EVENT_TYPES = [
    'crawl.started',
    'crawl.page',
    'crawl.completed',
    'crawl.failed',
    'batch_scrape.started',
    'batch_scrape.page',
    'batch_scrape.completed',
    'batch_scrape.failed',
    'extract.started',
    'extract.completed',
    'extract.failed',
];
/**
 * Schema of a webhook delivery body: `{success, type, id, webhookId, data, error?, metadata?}`, discriminated
 * by `type`. `*.page` events carry `data: [document]`; `started`/`completed`/`failed` of crawls and batch
 * scrapes carry an array (empty in practice); extract events carry whatever the extract produced.
 */
export const WebhookEventSchema = z.discriminatedUnion('type', [
    z.looseObject({ ...base, type: z.literal('crawl.started'), data: emptyData }),
    z.looseObject({ ...base, type: z.literal('crawl.page'), data: pageData }),
    z.looseObject({ ...base, type: z.literal('crawl.completed'), data: emptyData }),
    z.looseObject({ ...base, type: z.literal('crawl.failed'), data: emptyData }),
    z.looseObject({ ...base, type: z.literal('batch_scrape.started'), data: emptyData }),
    z.looseObject({ ...base, type: z.literal('batch_scrape.page'), data: pageData }),
    z.looseObject({ ...base, type: z.literal('batch_scrape.completed'), data: emptyData }),
    z.looseObject({ ...base, type: z.literal('batch_scrape.failed'), data: emptyData }),
    z.looseObject({ ...base, type: z.literal('extract.started'), data: z.unknown() }),
    z.looseObject({ ...base, type: z.literal('extract.completed'), data: z.unknown() }),
    z.looseObject({ ...base, type: z.literal('extract.failed'), data: z.unknown() }),
]);
