/**
 * Monitors: scheduled checks the service runs on a list of pages (scrape targets) or a crawl (crawl targets),
 * comparing each page with its previous check. `POST/GET /v2/monitor`, `GET/PATCH/DELETE /v2/monitor/{id}`,
 * `POST /v2/monitor/{id}/run`, `GET /v2/monitor/{id}/checks`, `GET /v2/monitor/{id}/checks/{checkId}`.
 */
import * as z from 'zod';
import { crawlerOptionsShape } from './crawl.js';
import { parseCron, shortestInterval } from './cron.js';
import { HttpUrl, ScrapeOptions, StringRecord } from './shared.js';
/** The shortest interval between two checks the service schedules, in minutes. */
export const MONITOR_MIN_INTERVAL_MINUTES = 15;
const Cron = z.string().superRefine((expression, ctx) => {
    const cron = parseCron(expression);
    if (typeof cron === 'string')
        ctx.addIssue({ code: 'custom', message: cron });
    else if (shortestInterval(cron) < MONITOR_MIN_INTERVAL_MINUTES) {
        ctx.addIssue({
            code: 'custom',
            message: `runs more often than every ${MONITOR_MIN_INTERVAL_MINUTES} minutes, the shortest interval monitors allow`,
        });
    }
});
/** When checks run: a five-field `cron`, or a `text` such as `every 30 minutes` or `daily at 9am`. */
export const MonitorSchedule = z
    .strictObject({
    cron: Cron.optional(),
    text: z.string().min(1).optional(),
    /** IANA time zone the schedule is read in. @default 'UTC' */
    timezone: z
        .string()
        .refine(isTimeZone, { message: 'must be an IANA time zone such as UTC or Europe/Paris' })
        .optional(),
})
    .refine((s) => (s.cron === undefined) !== (s.text === undefined), {
    message: 'give either cron or text',
    path: ['cron'],
});
function isTimeZone(zone) {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
    }
    catch {
        return false;
    }
}
/** Where the service posts `monitor.page` and `monitor.check.completed` events. */
export const MonitorWebhook = z.strictObject({
    url: HttpUrl,
    headers: StringRecord.optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    events: z.array(z.enum(['monitor.page', 'monitor.check.completed'])).optional(),
});
/** E-mail summaries of checks. */
export const MonitorNotification = z.strictObject({
    email: z
        .strictObject({
        enabled: z.boolean().optional(),
        recipients: z.array(z.email()).max(25).optional(),
        includeDiffs: z.boolean().optional(),
    })
        .optional(),
});
/** What a monitor checks: a list of pages, a crawl from a URL, or the results of web searches. */
export const MonitorTarget = z.discriminatedUnion('type', [
    z.strictObject({
        id: z.guid().optional(),
        type: z.literal('scrape'),
        urls: z.array(HttpUrl).min(1),
        scrapeOptions: ScrapeOptions.optional(),
    }),
    z.strictObject({
        id: z.guid().optional(),
        type: z.literal('crawl'),
        url: HttpUrl,
        crawlOptions: z.looseObject(crawlerOptionsShape).optional(),
        scrapeOptions: ScrapeOptions.optional(),
    }),
    z.strictObject({
        id: z.guid().optional(),
        type: z.literal('search'),
        queries: z.array(z.string().min(1)).min(1),
        /** How far back results may be. */
        searchWindow: z.enum(['5m', '15m', '1h', '6h', '24h', '7d']).optional(),
        includeDomains: z.array(z.string()).optional(),
        excludeDomains: z.array(z.string()).optional(),
        /** Results per query. */
        maxResults: z.int().min(1).optional(),
    }),
]);
const monitorFields = {
    name: z.string().min(1).max(256),
    schedule: MonitorSchedule,
    webhook: MonitorWebhook.optional(),
    notification: MonitorNotification.optional(),
    targets: z.array(MonitorTarget).min(1).max(50),
    /** Days the service keeps checks. @default 30 */
    retentionDays: z.int().min(1).max(365).optional(),
    /** What makes a change meaningful; enables judging unless `judgeEnabled` is false. */
    goal: z.string().max(2000).nullable().optional(),
    judgeEnabled: z.boolean().optional(),
};
/** Body of `POST /v2/monitor`. */
export const MonitorCreateRequest = z.strictObject(monitorFields);
/** Body of `PATCH /v2/monitor/{id}`: the fields to change, at least one. */
export const MonitorUpdateRequest = z
    .strictObject({
    ...monitorFields,
    name: monitorFields.name.optional(),
    schedule: MonitorSchedule.optional(),
    targets: monitorFields.targets.optional(),
    /** `null` removes the webhook (or the notification). */
    webhook: MonitorWebhook.nullable().optional(),
    notification: MonitorNotification.nullable().optional(),
    status: z.enum(['active', 'paused']).optional(),
})
    .refine((update) => Object.keys(update).length > 0, { message: 'give at least one field to change' });
/** Counts of a check's pages by status. */
export const MonitorSummary = z.looseObject({
    totalPages: z.number().nullish(),
    same: z.number().nullish(),
    changed: z.number().nullish(),
    new: z.number().nullish(),
    removed: z.number().nullish(),
    error: z.number().nullish(),
});
/** A monitor as the service describes it. */
export const Monitor = z.looseObject({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    schedule: z.looseObject({ cron: z.string().nullish(), timezone: z.string().nullish() }).nullish(),
    nextRunAt: z.string().nullish(),
    lastRunAt: z.string().nullish(),
    currentCheckId: z.string().nullish(),
    targets: z.array(z.looseObject({ type: z.string() })).nullish(),
    retentionDays: z.number().nullish(),
    estimatedCreditsPerMonth: z.number().nullish(),
    lastCheckSummary: MonitorSummary.nullish(),
    goal: z.string().nullish(),
    judgeEnabled: z.boolean().nullish(),
    createdAt: z.string().nullish(),
    updatedAt: z.string().nullish(),
});
/** A check: one run of a monitor. */
export const MonitorCheck = z.looseObject({
    id: z.string(),
    monitorId: z.string(),
    status: z.string(),
    trigger: z.string().nullish(),
    scheduledFor: z.string().nullish(),
    startedAt: z.string().nullish(),
    finishedAt: z.string().nullish(),
    estimatedCredits: z.number().nullish(),
    reservedCredits: z.number().nullish(),
    actualCredits: z.number().nullish(),
    summary: MonitorSummary.nullish(),
    error: z.string().nullish(),
    createdAt: z.string().nullish(),
    updatedAt: z.string().nullish(),
});
/** Page statuses of a check. */
export const MonitorPageStatus = z.enum(['same', 'new', 'changed', 'removed', 'error']);
/** One page of a check: what the check found at a URL against the previous check. */
export const MonitorCheckPage = z.looseObject({
    id: z.string().nullish(),
    targetId: z.string().nullish(),
    url: z.string(),
    status: z.string(),
    previousScrapeId: z.string().nullish(),
    currentScrapeId: z.string().nullish(),
    statusCode: z.number().nullish(),
    error: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    diff: z.looseObject({ text: z.string().nullish(), json: z.unknown() }).nullish(),
    snapshot: z.looseObject({ json: z.unknown() }).nullish(),
    createdAt: z.string().nullish(),
});
/** `GET /v2/monitor`: one page of monitors. */
export const MonitorListResponse = z.looseObject({ success: z.boolean(), data: z.array(Monitor) });
/** `GET /v2/monitor/{id}` and the answers of create and update. */
export const MonitorResponse = z.looseObject({ success: z.boolean(), data: Monitor });
/** `POST /v2/monitor/{id}/run`. */
export const MonitorRunResponse = z.looseObject({ success: z.boolean(), data: MonitorCheck });
/** `GET /v2/monitor/{id}/checks`: one page of checks. */
export const MonitorCheckListResponse = z.looseObject({ success: z.boolean(), data: z.array(MonitorCheck) });
/** `GET /v2/monitor/{id}/checks/{checkId}`: the check and one page of its pages. */
export const MonitorCheckDetailResponse = z.looseObject({
    success: z.boolean(),
    next: z.string().nullish(),
    data: MonitorCheck.extend({ pages: z.array(MonitorCheckPage).nullish(), next: z.string().nullish() }),
});
/** Query of `GET /v2/monitor` (one page; `listMonitors` pages by itself). */
export const MonitorListRequest = z.strictObject({
    /** Monitors per request, 1–100. @default 25 */
    limit: z.int().min(1).max(100).optional(),
});
/** Query of `GET /v2/monitor/{id}/checks`. */
export const MonitorChecksRequest = z.strictObject({
    limit: z.int().min(1).max(100).optional(),
    status: z.enum(['queued', 'running', 'completed', 'failed', 'partial', 'skipped_overlap']).optional(),
});
/** A monitor or check id (the service issues UUIDs). */
export const MonitorId = z.guid({ error: 'must be a monitor id (UUID)' });
