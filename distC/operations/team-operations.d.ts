/** `client.team`: the team's usage, bound to one transport; its limits go into `limits` as they are read. */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { TeamLimits } from '../paging/paging-options.js';
import type { ActivityEntry, ActivityRequest, ConcurrencyResponse, CreditUsage, QueueStatusResponse, TokenUsage, UsageHistoryRequest } from '../schemas/index.js';
import { type UsagePeriod } from './team.js';
/**
 * The team's usage of the service. Self-hosted servers lack some of these routes; a call to one fails with
 * `NotFoundError` (code `ROUTE_NOT_FOUND`) or a 501 `ServerError` that says the server does not offer it.
 */
export interface TeamOperations {
    /** `GET /v2/team/credit-usage`: `{ remainingCredits, planCredits, billingPeriodStart, billingPeriodEnd }`. */
    creditUsage(): Observable<CreditUsage>;
    /** `GET /v2/team/credit-usage/historical`: emits each period's credits, per API key or time range. */
    creditUsageHistory(request?: UsageHistoryRequest): Observable<UsagePeriod>;
    /** `GET /v2/team/token-usage`: extract tokens left and the plan's. */
    tokenUsage(): Observable<TokenUsage>;
    /** `GET /v2/team/token-usage/historical`: emits each period's tokens. */
    tokenUsageHistory(request?: UsageHistoryRequest): Observable<UsagePeriod>;
    /** `GET /v2/team/queue-status`: pages waiting and running, and the team's `maxConcurrency`. */
    queueStatus(): Observable<QueueStatusResponse>;
    /** `GET /v2/concurrency-check`: pages being scraped now, and the most the team may. */
    concurrency(): Observable<ConcurrencyResponse>;
    /** `GET /v2/team/activity`: emits the team's calls of the last 24 h, newest first, paging by cursor. */
    activity(request?: ActivityRequest): Observable<ActivityEntry>;
}
export declare function teamOperations(transport: Transport, limits: TeamLimits): TeamOperations;
