import { errorReply } from '../http-reply.js';
import { DEFAULT_CRAWL_LIMIT } from '../web/frontier.js';
/**
 * The 402 a request gets when the team's balance cannot pay its minimum (`undefined` when it can, or when
 * the server bills nothing).
 */
export function paymentRequired(ledger, minimum) {
    if (!ledger || ledger.canPay(minimum))
        return undefined;
    return errorReply(402, 'Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing or try changing the request limit to a lower value.');
}
/**
 * A crawl start whose `limit` exceeds the team's remaining credits is not refused: the service lowers the
 * limit to the credits left and says so in a `warning`. Returns the limit to crawl with and that warning.
 */
export function affordableLimit(ledger, limit) {
    const asked = limit ?? DEFAULT_CRAWL_LIMIT;
    if (!ledger || asked <= ledger.remaining)
        return { limit };
    return {
        limit: ledger.remaining,
        warning: `The crawl limit was lowered from ${asked} to ${ledger.remaining}, the credits your team has left.`,
    };
}
