/**
 * The team's usage in one read, for `crawlstream usage`, `doctor` and the budget checks: credits, the queue
 * and concurrency, each `null` where the server does not offer its route.
 */
import { type Observable } from 'rxjs';
import type { ConcurrencyResponse, CreditUsage, QueueStatusResponse } from '../schemas/index.js';
/**
 * What a self-hosted server without a database answers for the team's credits: a fixed balance from its
 * mock of the team, with no plan and no billing period. It bills nothing (`creditsUsed` is -1).
 */
export declare const UNBILLED_BALANCE = 99999999;
/** Whether a credit answer is a real balance, not the fixed figure of a server that bills nothing. */
export declare function isBilled(credits: CreditUsage): boolean;
/** The team's usage; a part is `null` where the server does not offer it (`notOffered` names it). */
export interface TeamUsage {
    credits: (CreditUsage & {
        billed: boolean;
    }) | null;
    queue: QueueStatusResponse | null;
    concurrency: ConcurrencyResponse | null;
    /** The parts the server does not offer: `credits`, `queue`, `concurrency`. */
    notOffered: ('credits' | 'queue' | 'concurrency')[];
}
/** The team operations {@link readTeamUsage} reads (a client's `team`). */
export interface TeamUsageSource {
    creditUsage(): Observable<CreditUsage>;
    queueStatus(): Observable<QueueStatusResponse>;
    concurrency(): Observable<ConcurrencyResponse>;
}
/**
 * Reads credits, then queue and concurrency at once. A server whose credits answer is the fixed balance of a
 * build without a database has no team record behind its concurrency route (the 2025 build fails it with
 * 500 after the client's retries), so that route is not asked there and counts as not offered. Any failure
 * other than "not offered" rejects.
 */
export declare function readTeamUsage(team: TeamUsageSource): Promise<TeamUsage>;
