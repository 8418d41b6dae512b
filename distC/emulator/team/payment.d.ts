import { type Reply } from '../http-reply.js';
import type { CreditLedger } from './credit-ledger.js';
/**
 * The 402 a request gets when the team's balance cannot pay its minimum (`undefined` when it can, or when
 * the server bills nothing).
 */
export declare function paymentRequired(ledger: CreditLedger | undefined, minimum: number): Reply | undefined;
/**
 * A crawl start whose `limit` exceeds the team's remaining credits is not refused: the service lowers the
 * limit to the credits left and says so in a `warning`. Returns the limit to crawl with and that warning.
 */
export declare function affordableLimit(ledger: CreditLedger | undefined, limit: number | undefined): {
    limit: number | undefined;
    warning?: string;
};
