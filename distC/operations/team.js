/**
 * The team's usage: credits, extract tokens, the queue, concurrency and recent activity. Each call is one
 * `GET`; a server that lacks the route (self-hosted builds) fails with the "does not offer" error of
 * `errorFromResponse` (404 `ROUTE_NOT_FOUND`, or 501).
 */
import { defer } from 'rxjs';
import { ResponseDecodeError } from '../errors/errors.js';
import { ActivityRequest, ActivityResponse, ConcurrencyResponse, CreditUsageResponse, QueueStatusResponse, TokenUsageResponse, UsageHistoryRequest, UsageHistoryResponse, } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { cancellable } from './abortable.js';
import { followPages } from './follow-pages.js';
import { requestBody } from './request-body.js';
/** One `GET` of a team route, emitting `pick` of its answer. */
function teamRead(transport, path, schema, pick) {
    return cancellable((signal) => requestBody(transport, { method: 'GET', path, signal }, schema).then((res) => [pick(res.data)]));
}
/** `GET /v2/team/credit-usage`: credits left, the plan's credits and the billing period. */
export function creditUsage(transport) {
    return teamRead(transport, '/v2/team/credit-usage', CreditUsageResponse, (answer) => answer.data);
}
/** `GET /v2/team/token-usage`: extract tokens left and the plan's tokens. */
export function tokenUsage(transport) {
    return teamRead(transport, '/v2/team/token-usage', TokenUsageResponse, (answer) => answer.data);
}
/**
 * `GET /v2/team/{credit|token}-usage/historical`: emits each period, oldest first. `byApiKey` and
 * `timeRange` cannot be combined (a `ValidationError` before anything is sent).
 */
export function usageHistory(transport, unit, request = {}) {
    return cancellable((signal) => {
        const query = parseInput(UsageHistoryRequest, request, `${unit} usage history request`);
        const path = unit === 'credits' ? '/v2/team/credit-usage/historical' : '/v2/team/token-usage/historical';
        return requestBody(transport, { method: 'GET', path, query, signal }, UsageHistoryResponse).then((res) => res.data.periods.map((period) => ({
            startDate: period.startDate ?? null,
            endDate: period.endDate ?? null,
            apiKey: period.apiKey ?? null,
            used: (unit === 'credits'
                ? (period.creditsUsed ?? period.totalCredits)
                : (period.tokensUsed ?? period.totalTokens)) ?? 0,
        })));
    });
}
/** `GET /v2/team/queue-status`: pages waiting and running for the team, and its `maxConcurrency`. */
export function queueStatus(transport) {
    return teamRead(transport, '/v2/team/queue-status', QueueStatusResponse, (answer) => answer);
}
/** `GET /v2/concurrency-check`: pages the team scrapes now, and the most it may. */
export function concurrency(transport) {
    return teamRead(transport, '/v2/concurrency-check', ConcurrencyResponse, (answer) => answer);
}
/**
 * `GET /v2/team/activity`: the team's calls of the last 24 hours, newest first, one entry at a time; the
 * next page is read (with the answer's `cursor`) only once the previous one was emitted. A cursor that
 * comes back unchanged ends the stream with an error instead of a loop.
 *
 * @example
 * ```ts
 * client.team.activity({ endpoint: 'crawl' }).subscribe((call) => console.log(call.created_at, call.target));
 * ```
 */
export function activity(transport, request = {}) {
    // Validated once, on subscribe: bad input reaches the error channel before any request.
    return defer(() => {
        const filter = parseInput(ActivityRequest, request, 'activity request');
        return followPages(undefined, async (cursor, signal) => {
            const query = { ...filter, cursor };
            const res = await requestBody(transport, { method: 'GET', path: '/v2/team/activity', query, signal }, ActivityResponse);
            const next = res.data.has_more === false ? undefined : (res.data.cursor ?? undefined);
            if (next !== undefined && next === cursor) {
                throw new ResponseDecodeError(`GET /v2/team/activity answered the cursor it was asked with (${cursor}); stopped instead of reading the same page again.`, { method: 'GET', path: '/v2/team/activity', code: 'CURSOR_OVERLAP' });
            }
            return { items: res.data.data, next };
        });
    });
}
