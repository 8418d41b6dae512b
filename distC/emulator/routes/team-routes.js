import { UNBILLED_BALANCE } from '../../operations/team-usage.js';
import { ActivityRequest, UsageHistoryRequest } from '../../schemas/team.js';
import { errorReply, jsonReply, unknownErrorReply } from '../http-reply.js';
import { validateBody } from '../validate-body.js';
function iso(ms) {
    return new Date(ms).toISOString();
}
/** `GET /team/credit-usage` and `GET /team/token-usage`. */
function usage(unit, context) {
    const ledger = unit === 'credits' ? context.state.credits : context.state.tokens;
    const [remaining, plan] = unit === 'credits' ? ['remainingCredits', 'planCredits'] : ['remainingTokens', 'planTokens'];
    // A self-hosted build without a database answers from its mock of the team: a fixed figure, no plan.
    if (!ledger)
        return jsonReply(200, { success: true, data: { [remaining]: UNBILLED_BALANCE } });
    return jsonReply(200, {
        success: true,
        data: {
            [remaining]: ledger.remaining,
            [plan]: ledger.planCredits,
            billingPeriodStart: iso(ledger.periodStart),
            billingPeriodEnd: iso(ledger.periodEnd),
        },
    });
}
/** The query parameters of a route as a body to validate: `true`/`false` and integers read as such. */
function queryObject(query) {
    const out = {};
    for (const [key, value] of query) {
        out[key] =
            value === 'true' ? true : value === 'false' ? false : /^-?\d+$/.test(value) ? Number(value) : value;
    }
    return out;
}
/** `GET /team/{credit|token}-usage/historical`. */
function history(unit, context) {
    const checked = validateBody(UsageHistoryRequest, queryObject(context.query));
    if (!checked.ok)
        return checked.reply;
    const ledger = (unit === 'credits' ? context.state.credits : context.state.tokens);
    const amount = unit === 'credits' ? 'creditsUsed' : 'tokensUsed';
    const periods = ledger.periods(checked.value.timeRange, context.now).map((period) => ({
        startDate: iso(period.start),
        endDate: iso(period.end),
        ...(checked.value.byApiKey ? { apiKey: 'Default' } : {}),
        [amount]: period.credits,
    }));
    return jsonReply(200, { success: true, periods });
}
/** `GET /team/queue-status`: every running job's pages, waiting and being scraped. */
function queueStatus(context) {
    const all = context.state.jobs.all();
    const jobs = all.filter((job) => job.status === 'scraping');
    const active = jobs.reduce((sum, job) => sum + job.running, 0);
    const waiting = jobs.reduce((sum, job) => sum + job.queued, 0);
    const finished = all.flatMap((job) => (job.documents.length > 0 ? [job.lastWriteAt] : []));
    return jsonReply(200, {
        success: true,
        jobsInQueue: active + waiting,
        activeJobsInQueue: active,
        waitingJobsInQueue: waiting,
        maxConcurrency: context.state.options.scrape.concurrency,
        mostRecentSuccess: finished.length > 0 ? iso(Math.max(...finished)) : null,
    });
}
/**
 * `GET /concurrency-check`. A self-hosted build without a database answers 500: the team's concurrency
 * record it reads is not there (seen on the 2025 open-source server).
 */
function concurrencyCheck(context) {
    if (!context.state.credits) {
        return unknownErrorReply();
    }
    const { maxConcurrency } = context.state.options;
    if (maxConcurrency !== undefined)
        return jsonReply(200, { success: true, concurrency: context.state.jobs.runningJobs(), maxConcurrency });
    const running = context.state.jobs
        .all()
        .reduce((sum, job) => sum + (job.status === 'scraping' ? job.running : 0), 0);
    return jsonReply(200, {
        success: true,
        concurrency: running,
        maxConcurrency: context.state.options.scrape.concurrency,
    });
}
/** `GET /team/activity`: 501 without an analytics store, as a self-hosted 2026 build answers. */
function activity(context) {
    if (!context.state.options.analytics) {
        return errorReply(501, 'Activity is not available on this server: it has no analytics store.', {
            code: 'NOT_IMPLEMENTED',
        });
    }
    const { cursor: _cursor, ...rest } = queryObject(context.query);
    const checked = validateBody(ActivityRequest, rest);
    if (!checked.ok)
        return checked.reply;
    const cursor = context.query.get('cursor') ?? undefined;
    const page = context.state.activity.page({ ...checked.value, limit: checked.value.limit ?? 50, cursor }, context.now);
    if (!page)
        return errorReply(400, 'Invalid cursor', { code: 'BAD_REQUEST' });
    return jsonReply(200, { success: true, ...page });
}
/**
 * Team usage routes. A self-hosted 2025 build answers `credit-usage` and `token-usage` from its mock of the
 * team, fails `concurrency-check` with 500, and lacks the others.
 */
export const teamRoutes = [
    {
        method: 'GET',
        path: '/team/credit-usage',
        name: 'team.credit-usage',
        handle: (c) => usage('credits', c),
    },
    {
        method: 'GET',
        path: '/team/credit-usage/historical',
        name: 'team.credit-usage-historical',
        cloudOnly: true,
        handle: (c) => history('credits', c),
    },
    { method: 'GET', path: '/team/token-usage', name: 'team.token-usage', handle: (c) => usage('tokens', c) },
    {
        method: 'GET',
        path: '/team/token-usage/historical',
        name: 'team.token-usage-historical',
        cloudOnly: true,
        handle: (c) => history('tokens', c),
    },
    {
        method: 'GET',
        path: '/team/queue-status',
        name: 'team.queue-status',
        cloudOnly: true,
        handle: queueStatus,
    },
    { method: 'GET', path: '/concurrency-check', name: 'team.concurrency-check', handle: concurrencyCheck },
    { method: 'GET', path: '/team/activity', name: 'team.activity', cloudOnly: true, handle: activity },
];
