import * as z from 'zod';
/** `GET /v2/team/credit-usage`. Self-hosted builds answer with `remainingCredits` alone. */
export declare const CreditUsageResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodObject<{
        remainingCredits: z.ZodNumber;
        planCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        billingPeriodStart: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        billingPeriodEnd: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** Answer to `GET /v2/team/credit-usage`. */
export type CreditUsageResponse = z.infer<typeof CreditUsageResponse>;
/** The team's credits: what is left, the plan, the billing period. */
export type CreditUsage = CreditUsageResponse['data'];
/** `GET /v2/team/token-usage`: extract tokens. */
export declare const TokenUsageResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodObject<{
        remainingTokens: z.ZodNumber;
        planTokens: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        billingPeriodStart: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        billingPeriodEnd: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** Answer to `GET /v2/team/token-usage`. */
export type TokenUsageResponse = z.infer<typeof TokenUsageResponse>;
/** The team's extract tokens. */
export type TokenUsage = TokenUsageResponse['data'];
/**
 * Query of the historical usage routes: per API key, or in buckets of a day, week or month; not both (the
 * service refuses that with 400).
 */
export declare const UsageHistoryRequest: z.ZodObject<{
    byApiKey: z.ZodOptional<z.ZodBoolean>;
    timeRange: z.ZodOptional<z.ZodEnum<{
        day: "day";
        month: "month";
        week: "week";
    }>>;
}, z.core.$strict>;
/** Query of `GET /v2/team/{credit|token}-usage/historical`. */
export type UsageHistoryRequest = z.infer<typeof UsageHistoryRequest>;
/**
 * `GET /v2/team/credit-usage/historical` and `/token-usage/historical`. The 2026 server names a period's
 * amount `creditsUsed` (`tokensUsed`); the published OpenAPI document says `totalCredits` (`totalTokens`).
 * Both are read.
 */
export declare const UsageHistoryResponse: z.ZodObject<{
    success: z.ZodBoolean;
    periods: z.ZodArray<z.ZodObject<{
        startDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        endDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        apiKey: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        creditsUsed: z.ZodOptional<z.ZodNumber>;
        totalCredits: z.ZodOptional<z.ZodNumber>;
        tokensUsed: z.ZodOptional<z.ZodNumber>;
        totalTokens: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** Answer to a historical usage route. */
export type UsageHistoryResponse = z.infer<typeof UsageHistoryResponse>;
/** `GET /v2/team/queue-status`. */
export declare const QueueStatusResponse: z.ZodObject<{
    success: z.ZodBoolean;
    jobsInQueue: z.ZodNumber;
    activeJobsInQueue: z.ZodNumber;
    waitingJobsInQueue: z.ZodNumber;
    maxConcurrency: z.ZodNumber;
    mostRecentSuccess: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** The team's queue: pages waiting and running, and the plan's concurrency. */
export type QueueStatusResponse = z.infer<typeof QueueStatusResponse>;
/** `GET /v2/concurrency-check`. */
export declare const ConcurrencyResponse: z.ZodObject<{
    success: z.ZodBoolean;
    concurrency: z.ZodNumber;
    maxConcurrency: z.ZodNumber;
}, z.core.$loose>;
/** Pages the team is scraping now, and the most it may. */
export type ConcurrencyResponse = z.infer<typeof ConcurrencyResponse>;
/** Endpoints the activity log can be filtered by. */
export declare const ActivityEndpoint: z.ZodEnum<{
    agent: "agent";
    batch_scrape: "batch_scrape";
    browser: "browser";
    crawl: "crawl";
    deep_research: "deep_research";
    extract: "extract";
    interact: "interact";
    llmstxt: "llmstxt";
    map: "map";
    scrape: "scrape";
    search: "search";
}>;
/** An endpoint of the activity log. */
export type ActivityEndpoint = z.infer<typeof ActivityEndpoint>;
/** Query of `GET /v2/team/activity` (the cursor is the paging's own). */
export declare const ActivityRequest: z.ZodObject<{
    endpoint: z.ZodOptional<z.ZodEnum<{
        agent: "agent";
        batch_scrape: "batch_scrape";
        browser: "browser";
        crawl: "crawl";
        deep_research: "deep_research";
        extract: "extract";
        interact: "interact";
        llmstxt: "llmstxt";
        map: "map";
        scrape: "scrape";
        search: "search";
    }>>;
    limit: z.ZodOptional<z.ZodInt>;
}, z.core.$strict>;
/** What to list of the team's activity. */
export type ActivityRequest = z.infer<typeof ActivityRequest>;
/** One call of the team in the last 24 hours. */
export declare const ActivityEntry: z.ZodObject<{
    id: z.ZodString;
    endpoint: z.ZodString;
    api_version: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    created_at: z.ZodString;
    target: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** One call of the team. */
export type ActivityEntry = z.infer<typeof ActivityEntry>;
/** `GET /v2/team/activity`. */
export declare const ActivityResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        endpoint: z.ZodString;
        api_version: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        created_at: z.ZodString;
        target: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
    cursor: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    has_more: z.ZodOptional<z.ZodBoolean>;
}, z.core.$loose>;
/** One page of the team's activity. */
export type ActivityResponse = z.infer<typeof ActivityResponse>;
