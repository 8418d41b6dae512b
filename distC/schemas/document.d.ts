/**
 * Response schemas for scraped documents and job status pages. Lenient: unknown keys pass through
 * and extra metadata keys are kept, so a new field on the service never breaks a client.
 */
import * as z from 'zod';
/** Page metadata: the named fields are typed, any other key is kept as sent. */
export declare const DocumentMetadata: z.ZodObject<{
    title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    language: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
    sourceURL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    keywords: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
    ogLocaleAlternate: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** Page metadata. */
export type DocumentMetadata = z.infer<typeof DocumentMetadata>;
/** One scraped page. */
export declare const Document: z.ZodObject<{
    markdown: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    html: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    rawHtml: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    links: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    images: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    screenshot: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    summary: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    json: z.ZodOptional<z.ZodUnknown>;
    warning: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodObject<{
        title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        language: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        sourceURL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        keywords: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        ogLocaleAlternate: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
    tools: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        provider: z.ZodString;
        capability: z.ZodString;
        description: z.ZodString;
        id: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
        creditsCost: z.ZodOptional<z.ZodNumber>;
        perRecord: z.ZodOptional<z.ZodBoolean>;
        options: z.ZodOptional<z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            type: z.ZodString;
            required: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$loose>>>;
        requiresOneOf: z.ZodOptional<z.ZodArray<z.ZodArray<z.ZodString>>>;
        response: z.ZodOptional<z.ZodUnknown>;
        next: z.ZodOptional<z.ZodObject<{
            provider: z.ZodString;
            capability: z.ZodString;
            options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$loose>>;
    }, z.core.$loose>>>>;
}, z.core.$loose>;
/** One scraped page. */
export type Document = z.infer<typeof Document>;
/** Job status values of crawl and batch scrape jobs. */
export declare const JobStatus: z.ZodEnum<{
    cancelled: "cancelled";
    completed: "completed";
    failed: "failed";
    scraping: "scraping";
}>;
/** Status of a crawl or batch scrape job. */
export type JobStatus = z.infer<typeof JobStatus>;
/**
 * A status page of a crawl or batch scrape job (`GET /v2/crawl/{id}`, `GET /v2/batch/scrape/{id}`).
 * `next` is present while more documents exist or the job is still running.
 */
export declare const JobStatusResponse: z.ZodObject<{
    success: z.ZodOptional<z.ZodBoolean>;
    status: z.ZodEnum<{
        cancelled: "cancelled";
        completed: "completed";
        failed: "failed";
        scraping: "scraping";
    }>;
    completed: z.ZodNumber;
    total: z.ZodNumber;
    creditsUsed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    expiresAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    next: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    data: z.ZodArray<z.ZodObject<{
        markdown: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        html: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        rawHtml: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        links: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        images: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        screenshot: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        summary: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        json: z.ZodOptional<z.ZodUnknown>;
        warning: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        metadata: z.ZodOptional<z.ZodObject<{
            title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            language: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
            sourceURL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            keywords: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
            ogLocaleAlternate: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
            statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$loose>>;
        tools: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            provider: z.ZodString;
            capability: z.ZodString;
            description: z.ZodString;
            id: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            creditsCost: z.ZodOptional<z.ZodNumber>;
            perRecord: z.ZodOptional<z.ZodBoolean>;
            options: z.ZodOptional<z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                type: z.ZodString;
                required: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$loose>>>;
            requiresOneOf: z.ZodOptional<z.ZodArray<z.ZodArray<z.ZodString>>>;
            response: z.ZodOptional<z.ZodUnknown>;
            next: z.ZodOptional<z.ZodObject<{
                provider: z.ZodString;
                capability: z.ZodString;
                options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
            }, z.core.$loose>>;
        }, z.core.$loose>>>>;
    }, z.core.$loose>>;
    createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    completedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    duration: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    warning: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** A status page of a crawl or batch scrape job. */
export type JobStatusResponse = z.infer<typeof JobStatusResponse>;
/** Answer to cancelling a crawl or batch scrape (the service sends no `success` field here). */
export declare const CancelResponse: z.ZodObject<{
    success: z.ZodOptional<z.ZodBoolean>;
    status: z.ZodString;
}, z.core.$loose>;
/** Answer to cancelling a job. */
export type CancelResponse = z.infer<typeof CancelResponse>;
/** Failed pages and robots-blocked URLs of a crawl or batch scrape job. */
export declare const CrawlErrorsResponse: z.ZodObject<{
    errors: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        timestamp: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        url: z.ZodString;
        code: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        error: z.ZodString;
    }, z.core.$loose>>;
    robotsBlocked: z.ZodArray<z.ZodString>;
}, z.core.$loose>;
/** Failed pages and robots-blocked URLs of a job. */
export type CrawlErrorsResponse = z.infer<typeof CrawlErrorsResponse>;
