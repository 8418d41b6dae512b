/**
 * What follows a scrape or a search: the scrape's record again (`GET /v2/scrape/{id}`), the browser the
 * scrape ran in (`POST|DELETE /v2/scrape/{id}/interact`), and feedback on a search's results
 * (`POST /v2/search/{id}/feedback`) or any call's (`POST /v2/feedback`).
 */
import * as z from 'zod';
import { BrowserLanguage } from './browser.js';
import { HttpUrl } from './shared.js';
/** Body of `POST /v2/scrape/{id}/interact`: code to run in the scrape's browser, or a task in words. */
export const InteractRequest = z
    .strictObject({
    code: z.string().min(1).max(100_000).optional(),
    prompt: z.string().min(1).max(10_000).optional(),
    language: BrowserLanguage.optional(),
    /** Seconds. */
    timeout: z.int().min(1).max(300).optional(),
    origin: z.string().optional(),
})
    .refine((r) => (r.code === undefined) !== (r.prompt === undefined), {
    message: 'give either code or prompt',
    path: ['code'],
});
/** The fields every feedback has: a rating, and what was valuable, missing, or better asked. */
const FeedbackFields = z.strictObject({
    rating: z.enum(['good', 'partial', 'bad']),
    valuableSources: z
        .array(z.strictObject({ url: HttpUrl, reason: z.string().max(1000).optional() }))
        .max(50)
        .optional(),
    missingContent: z
        .array(z.strictObject({ topic: z.string().min(1).max(200), description: z.string().max(2000).optional() }))
        .max(20)
        .optional(),
    querySuggestions: z.string().max(2000).optional(),
    origin: z.string().optional(),
    integration: z.string().nullable().optional(),
});
/** What a search's rating needs besides itself (the service's rule). */
function searchRatingRule(r, ctx) {
    const sources = (r.valuableSources?.length ?? 0) > 0;
    const missing = (r.missingContent?.length ?? 0) > 0;
    const suggested = (r.querySuggestions ?? '').length > 0;
    const rule = r.rating === 'good' && !sources
        ? { path: 'valuableSources', message: 'a good rating needs valuableSources' }
        : r.rating === 'partial' && !sources && !missing
            ? { path: 'valuableSources', message: 'a partial rating needs valuableSources or missingContent' }
            : r.rating === 'bad' && !missing && !suggested
                ? { path: 'missingContent', message: 'a bad rating needs missingContent or querySuggestions' }
                : undefined;
    if (rule)
        ctx.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
}
/** Body of `POST /v2/search/{id}/feedback`. What each rating needs is the service's rule. */
export const SearchFeedbackRequest = FeedbackFields.superRefine(searchRatingRule);
/**
 * Body of `POST /v2/feedback`: a rating of any call's results, named by its endpoint and id (a search's, a
 * scrape's `metadata.scrapeId`, a map's or a parse's id). A search's rating needs what `searchFeedback`'s
 * does. `metadata` is at most 8 KB of JSON.
 */
export const FeedbackRequest = FeedbackFields.extend({
    endpoint: z.enum(['search', 'scrape', 'parse', 'map']),
    jobId: z.string().min(1, 'must not be empty'),
    issues: z.array(z.string().min(1)).optional(),
    tags: z.array(z.string().min(1)).optional(),
    note: z.string().optional(),
    url: HttpUrl.optional(),
    pageNumbers: z.array(z.int().min(1)).optional(),
    metadata: z
        .record(z.string(), z.unknown())
        .refine((m) => Buffer.byteLength(JSON.stringify(m)) <= 8192, 'must be 8 KB of JSON or less')
        .optional(),
}).superRefine((r, ctx) => {
    if (r.endpoint === 'search')
        searchRatingRule(r, ctx);
});
/** Answer to a feedback (`POST /v2/feedback`, `POST /v2/search/{id}/feedback`). */
export const FeedbackResponse = z.looseObject({
    success: z.boolean(),
    feedbackId: z.string().nullish(),
    creditsRefunded: z.number().nullish(),
    alreadySubmitted: z.boolean().nullish(),
    dailyCapReached: z.boolean().nullish(),
    creditsRefundedToday: z.number().nullish(),
    dailyRefundCap: z.number().nullish(),
    warning: z.string().nullish(),
});
