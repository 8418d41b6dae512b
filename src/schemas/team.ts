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
/** Answer to `GET /v2/team/credit-usage`. */
export type CreditUsageResponse = z.infer<typeof CreditUsageResponse>;
/** The team's credits: what is left, the plan, the billing period. */
export type CreditUsage = CreditUsageResponse['data'];

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
/** Answer to `GET /v2/team/token-usage`. */
export type TokenUsageResponse = z.infer<typeof TokenUsageResponse>;
/** The team's extract tokens. */
export type TokenUsage = TokenUsageResponse['data'];

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
/** Query of `GET /v2/team/{credit|token}-usage/historical`. */
export type UsageHistoryRequest = z.infer<typeof UsageHistoryRequest>;

/**
 * `GET /v2/team/credit-usage/historical` and `/token-usage/historical`. The 2026 server names a period's
 * amount `creditsUsed` (`tokensUsed`); the published OpenAPI document says `totalCredits` (`totalTokens`).
 * Both are read.
 */
export const UsageHistoryResponse = z.looseObject({
  success: z.boolean(),
  periods: z.array(
    z.looseObject({
      startDate: z.string().nullish(),
      endDate: z.string().nullish(),
      apiKey: z.string().nullish(),
      creditsUsed: z.number().optional(),
      totalCredits: z.number().optional(),
      tokensUsed: z.number().optional(),
      totalTokens: z.number().optional(),
    }),
  ),
});
/** Answer to a historical usage route. */
export type UsageHistoryResponse = z.infer<typeof UsageHistoryResponse>;

/** `GET /v2/team/queue-status`. */
export const QueueStatusResponse = z.looseObject({
  success: z.boolean(),
  jobsInQueue: z.number(),
  activeJobsInQueue: z.number(),
  waitingJobsInQueue: z.number(),
  maxConcurrency: z.number(),
  mostRecentSuccess: z.string().nullish(),
});
/** The team's queue: pages waiting and running, and the plan's concurrency. */
export type QueueStatusResponse = z.infer<typeof QueueStatusResponse>;

/** `GET /v2/concurrency-check`. */
export const ConcurrencyResponse = z.looseObject({
  success: z.boolean(),
  concurrency: z.number(),
  maxConcurrency: z.number(),
});
/** Pages the team is scraping now, and the most it may. */
export type ConcurrencyResponse = z.infer<typeof ConcurrencyResponse>;

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
/** An endpoint of the activity log. */
export type ActivityEndpoint = z.infer<typeof ActivityEndpoint>;

/** Query of `GET /v2/team/activity` (the cursor is the paging's own). */
export const ActivityRequest = z.strictObject({
  endpoint: ActivityEndpoint.optional(),
  /** Entries per page, 1–100. @default 50 (the service's) */
  limit: z.int().min(1).max(100).optional(),
});
/** What to list of the team's activity. */
export type ActivityRequest = z.infer<typeof ActivityRequest>;

/** One call of the team in the last 24 hours. */
export const ActivityEntry = z.looseObject({
  id: z.string(),
  endpoint: z.string(),
  api_version: z.string().nullish(),
  created_at: z.string(),
  target: z.string().nullish(),
});
/** One call of the team. */
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** `GET /v2/team/activity`. */
export const ActivityResponse = z.looseObject({
  success: z.boolean(),
  data: z.array(ActivityEntry),
  cursor: z.string().nullish(),
  has_more: z.boolean().optional(),
});
/** One page of the team's activity. */
export type ActivityResponse = z.infer<typeof ActivityResponse>;
