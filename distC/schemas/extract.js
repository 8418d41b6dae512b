/**
 * Extract: `POST /v2/extract` (start) and `GET /v2/extract/{id}` (status). Deprecated upstream; the
 * transport surfaces the service's `Deprecation`/`Warning` headers as `warning`.
 */
import * as z from 'zod';
import { checkJsonSchema } from './json-schema-rules.js';
import { ScrapeOptions, WebhookConfig } from './shared.js';
import { checkUrlList } from './url-list.js';
/**
 * Body of `POST /v2/extract`. `urls` may use glob patterns (`https://example.com/*`); a `prompt` without
 * `urls` lets the service search for the sources.
 */
export const ExtractRequest = z
    .strictObject({
    urls: z.array(z.string().min(1)).max(10).optional(),
    prompt: z.string().min(1).max(10_000).optional(),
    systemPrompt: z.string().optional(),
    /** JSON Schema of the data to extract. */
    schema: z.record(z.string(), z.unknown()).superRefine(checkJsonSchema).optional(),
    enableWebSearch: z.boolean().optional(),
    ignoreSitemap: z.boolean().optional(),
    includeSubdomains: z.boolean().optional(),
    showSources: z.boolean().optional(),
    scrapeOptions: ScrapeOptions.optional(),
    ignoreInvalidURLs: z.boolean().optional(),
    limit: z.int().min(1).optional(),
    allowExternalLinks: z.boolean().optional(),
    urlTrace: z.boolean().optional(),
    /** Milliseconds. */
    timeout: z.int().min(1).optional(),
    /** Agent options; passed through as given. */
    agent: z.record(z.string(), z.unknown()).optional(),
    webhook: WebhookConfig.optional(),
})
    .superRefine((value, ctx) => {
    if ((value.urls === undefined || value.urls.length === 0) && value.prompt === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['urls'],
            message: 'give urls, or a prompt for the service to search with',
            input: value,
        });
    }
    if (value.urls !== undefined)
        checkUrlList({ ...value, urls: value.urls }, ctx);
});
/** Answer to `POST /v2/extract`. */
export const ExtractStartResponse = z.looseObject({
    success: z.boolean(),
    id: z.string(),
    invalidURLs: z.array(z.string()).nullish(),
});
/** Answer to `GET /v2/extract/{id}`; `data` is empty until the job completes. */
export const ExtractStatusResponse = z.looseObject({
    success: z.boolean().optional(),
    status: z.enum(['processing', 'completed', 'failed', 'cancelled']),
    data: z.unknown().optional(),
    error: z.string().nullish(),
    expiresAt: z.string().nullish(),
    sources: z.unknown().optional(),
    creditsUsed: z.number().nullish(),
    tokensUsed: z.number().nullish(),
});
