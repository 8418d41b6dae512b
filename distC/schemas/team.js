import * as z from 'zod';
/*
 * Team usage routes: credits, tokens, the queue, concurrency and recent activity. Requests are strict (they
 * become query parameters); responses are lenient, as every response schema is.
 */
/** `GET /v2/team/credit-usage`. Self-hosted builds answer with `remainingCredits` alone. */
export const CreditUsageResponse = z.looseObject({
    success: z.boolean(),
    data: z.looseObject({
        remainingCredits: z.number(),
        planCredits: z.number().nullish(),
        billingPeriodStart: z.string().nullish(),
        billingPeriodEnd: z.string().nullish(),
    }),
});
/** `GET /v2/team/token-usage`: extract tokens. */
export const TokenUsageResponse = z.looseObject({
    success: z.boolean(),
    data: z.looseObject({
        remainingTokens: z.number(),
        planTokens: z.number().nullish(),
        billingPeriodStart: z.string().nullish(),
        billingPeriodEnd: z.string().nullish(),
    }),
});
/**
 * Query of the historical usage routes: per API key, or in buckets of a day, week or month; not both (the
 * service refuses that with 400).
 */
export const UsageHistoryRequest = z
    .strictObject({
    byApiKey: z.boolean().optional(),
    timeRange: z.enum(['day', 'week', 'month']).optional(),
})
    .refine((request) => !(request.byApiKey === true && request.timeRange !== undefined), {
    message: 'byApiKey and timeRange cannot be combined',
    path: ['timeRange'],
});
/**
 * `GET /v2/team/credit-usage/historical` and `/token-usage/historical`. The 2026 server names a period's
 * amount `creditsUsed` (`tokensUsed`); the published OpenAPI document says `totalCredits` (`totalTokens`).
 * Both are read.
 */
export const UsageHistoryResponse = z.looseObject({
    success: z.boolean(),
    periods: z.array(z.looseObject({
        startDate: z.string().nullish(),
        endDate: z.string().nullish(),
        apiKey: z.string().nullish(),
        creditsUsed: z.number().optional(),
        totalCredits: z.number().optional(),
        tokensUsed: z.number().optional(),
        totalTokens: z.number().optional(),
    })),
});
/** `GET /v2/team/queue-status`. */
export const QueueStatusResponse = z.looseObject({
    success: z.boolean(),
    jobsInQueue: z.number(),
    activeJobsInQueue: z.number(),
    waitingJobsInQueue: z.number(),
    maxConcurrency: z.number(),
    mostRecentSuccess: z.string().nullish(),
});
/** `GET /v2/concurrency-check`. */
export const ConcurrencyResponse = z.looseObject({
    success: z.boolean(),
    concurrency: z.number(),
    maxConcurrency: z.number(),
});
/** Endpoints the activity log can be filtered by. */
export const ActivityEndpoint = z.enum([
    'scrape',
    'crawl',
    'batch_scrape',
    'search',
    'extract',
    'llmstxt',
    'deep_research',
    'map',
    'agent',
    'browser',
    'interact',
]);
/** Query of `GET /v2/team/activity` (the cursor is the paging's own). */
export const ActivityRequest = z.strictObject({
    endpoint: ActivityEndpoint.optional(),
    /** Entries per page, 1–100. @default 50 (the service's) */
    limit: z.int().min(1).max(100).optional(),
});
/** One call of the team in the last 24 hours. */
export const ActivityEntry = z.looseObject({
    id: z.string(),
    endpoint: z.string(),
    api_version: z.string().nullish(),
    created_at: z.string(),
    target: z.string().nullish(),
});
/** `GET /v2/team/activity`. */
export const ActivityResponse = z.looseObject({
    success: z.boolean(),
    data: z.array(ActivityEntry),
    cursor: z.string().nullish(),
    has_more: z.boolean().optional(),
});
