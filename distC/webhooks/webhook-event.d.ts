import * as z from 'zod';
/**
 * A scraped document as carried by a `*.page` webhook. Lenient: unknown fields pass through, so a service
 * that adds fields does not break receivers.
 */
export declare const WebhookDocumentSchema: z.ZodObject<{
    markdown: z.ZodOptional<z.ZodString>;
    html: z.ZodOptional<z.ZodString>;
    rawHtml: z.ZodOptional<z.ZodString>;
    links: z.ZodOptional<z.ZodArray<z.ZodString>>;
    screenshot: z.ZodOptional<z.ZodString>;
    metadata: z.ZodOptional<z.ZodObject<{
        title: z.ZodOptional<z.ZodString>;
        description: z.ZodOptional<z.ZodString>;
        sourceURL: z.ZodOptional<z.ZodString>;
        url: z.ZodOptional<z.ZodString>;
        statusCode: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** A scraped document as carried by a `*.page` webhook. */
export type WebhookDocument = z.infer<typeof WebhookDocumentSchema>;
/** Every webhook event type the receiver accepts. */
export declare const WEBHOOK_EVENT_TYPES: readonly ['crawl.started', 'crawl.page', 'crawl.completed', 'crawl.failed', 'batch_scrape.started', 'batch_scrape.page', 'batch_scrape.completed', 'batch_scrape.failed', 'extract.started', 'extract.completed', 'extract.failed'];
/** One of {@link WEBHOOK_EVENT_TYPES}. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/**
 * Schema of a webhook delivery body: `{success, type, id, webhookId, data, error?, metadata?}`, discriminated
 * by `type`. `*.page` events carry `data: [document]`; `started`/`completed`/`failed` of crawls and batch
 * scrapes carry an array (empty in practice); extract events carry whatever the extract produced.
 */
export declare const WebhookEventSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"crawl.started">;
    data: z.ZodDefault<z.ZodArray<z.ZodUnknown>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"crawl.page">;
    data: z.ZodArray<z.ZodObject<{
        markdown: z.ZodOptional<z.ZodString>;
        html: z.ZodOptional<z.ZodString>;
        rawHtml: z.ZodOptional<z.ZodString>;
        links: z.ZodOptional<z.ZodArray<z.ZodString>>;
        screenshot: z.ZodOptional<z.ZodString>;
        metadata: z.ZodOptional<z.ZodObject<{
            title: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            sourceURL: z.ZodOptional<z.ZodString>;
            url: z.ZodOptional<z.ZodString>;
            statusCode: z.ZodOptional<z.ZodNumber>;
        }, z.core.$loose>>;
    }, z.core.$loose>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"crawl.completed">;
    data: z.ZodDefault<z.ZodArray<z.ZodUnknown>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"crawl.failed">;
    data: z.ZodDefault<z.ZodArray<z.ZodUnknown>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"batch_scrape.started">;
    data: z.ZodDefault<z.ZodArray<z.ZodUnknown>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"batch_scrape.page">;
    data: z.ZodArray<z.ZodObject<{
        markdown: z.ZodOptional<z.ZodString>;
        html: z.ZodOptional<z.ZodString>;
        rawHtml: z.ZodOptional<z.ZodString>;
        links: z.ZodOptional<z.ZodArray<z.ZodString>>;
        screenshot: z.ZodOptional<z.ZodString>;
        metadata: z.ZodOptional<z.ZodObject<{
            title: z.ZodOptional<z.ZodString>;
            description: z.ZodOptional<z.ZodString>;
            sourceURL: z.ZodOptional<z.ZodString>;
            url: z.ZodOptional<z.ZodString>;
            statusCode: z.ZodOptional<z.ZodNumber>;
        }, z.core.$loose>>;
    }, z.core.$loose>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"batch_scrape.completed">;
    data: z.ZodDefault<z.ZodArray<z.ZodUnknown>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"batch_scrape.failed">;
    data: z.ZodDefault<z.ZodArray<z.ZodUnknown>>;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"extract.started">;
    data: z.ZodUnknown;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"extract.completed">;
    data: z.ZodUnknown;
}, z.core.$loose>, z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    webhookId: z.ZodString;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    type: z.ZodLiteral<"extract.failed">;
    data: z.ZodUnknown;
}, z.core.$loose>], "type">;
/**
 * A verified webhook event. Narrow on `type`:
 *
 * @example
 * ```ts
 * if (event.type === 'crawl.page') console.log(event.data[0]?.metadata?.sourceURL);
 * ```
 */
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
