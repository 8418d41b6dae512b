/**
 * The team's usage: credits, extract tokens, the queue, concurrency and recent activity. Each call is one
 * `GET`; a server that lacks the route (self-hosted builds) fails with the "does not offer" error of
 * `errorFromResponse` (404 `ROUTE_NOT_FOUND`, or 501).
 */
import { type Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type ActivityEntry, ActivityRequest, ConcurrencyResponse, type CreditUsage, QueueStatusResponse, type TokenUsage, UsageHistoryRequest } from '../schemas/index.js';
/** One period of a historical usage answer, with its amount under one name whatever the server called it. */
export interface UsagePeriod {
    startDate: string | null;
    endDate: string | null;
    /** The API key's name, when asked `byApiKey`. */
    apiKey: string | null;
    /** Credits (or tokens) used in the period. */
    used: number;
}
/** `GET /v2/team/credit-usage`: credits left, the plan's credits and the billing period. */
export declare function creditUsage(transport: Transport): Observable<CreditUsage>;
/** `GET /v2/team/token-usage`: extract tokens left and the plan's tokens. */
export declare function tokenUsage(transport: Transport): Observable<TokenUsage>;
/**
 * `GET /v2/team/{credit|token}-usage/historical`: emits each period, oldest first. `byApiKey` and
 * `timeRange` cannot be combined (a `ValidationError` before anything is sent).
 */
export declare function usageHistory(transport: Transport, unit: 'credits' | 'tokens', request?: UsageHistoryRequest): Observable<UsagePeriod>;
/** `GET /v2/team/queue-status`: pages waiting and running for the team, and its `maxConcurrency`. */
export declare function queueStatus(transport: Transport): Observable<QueueStatusResponse>;
/** `GET /v2/concurrency-check`: pages the team scrapes now, and the most it may. */
export declare function concurrency(transport: Transport): Observable<ConcurrencyResponse>;
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
export declare function activity(transport: Transport, request?: ActivityRequest): Observable<ActivityEntry>;
