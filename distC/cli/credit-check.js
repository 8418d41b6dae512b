/**
 * Before a job starts: can the team's credits pay for it? The service does not refuse a crawl whose limit
 * exceeds the credits left; it lowers the limit silently. So the client reads the balance first and says
 * so, and a `--max-credits` that cannot be enforced (a server that reports no credits) is refused here,
 * before anything is started.
 */
import { firstValueFrom } from 'rxjs';
import { isNotOffered } from '../errors/errors.js';
import { requestedPages, scrapeOptionsOf } from '../operations/budget-cap.js';
import { pageCost } from '../operations/page-cost.js';
import { jobBody } from '../operations/start-job.js';
import { isBilled } from '../operations/team-usage.js';
import { warn } from './cli-context.js';
import { describeError } from './describe-error.js';
import { UsageError } from './usage-error.js';
/** Validates a job's request as the library will, so bad input fails before the balance is read. */
export function validateJobRequest(kind, request) {
    jobBody(kind, request)();
}
/**
 * Checks the balance against the request. Throws a usage error (exit 2, nothing started) when the credits
 * left cannot pay the request's most pages and no `--max-credits` within them was given, unless
 * `--accept-lower-limit`; and when `--max-credits` is given but the server reports no credits.
 *
 * A balance that cannot be read (any failure but a missing route) is warned about once and the job starts:
 * the check is advice, and only `--max-credits` needs it.
 *
 * @returns whether the server bills credits (`false`: a fixed balance or no credit route; `undefined`: the
 * balance could not be read).
 */
export async function checkCredits(client, kind, request, budget, ctx) {
    let credits;
    try {
        credits = await firstValueFrom(client.team.creditUsage());
    }
    catch (err) {
        // A missing route is a server that bills nothing (below); any other failure, advice not read: only a
        // budget needs the balance.
        if (!isNotOffered(err)) {
            if (budget.maxCredits !== undefined) {
                throw new UsageError(`--max-credits: the team's balance could not be read (${describeError(err)}), so the budget cannot be checked; run again later, or without --max-credits`);
            }
            warn(ctx, `Credits: the balance could not be read (${describeError(err)}); the job starts without the check.`);
            return { billed: undefined };
        }
    }
    if (credits === undefined || !isBilled(credits)) {
        if (budget.maxCredits !== undefined) {
            throw new UsageError(`--max-credits: this server reports no credits (${credits === undefined ? 'it has no credit usage route' : 'a fixed balance: a self-hosted server that bills nothing'}), so a credit budget cannot be enforced; bound the job with --deadline or --limit instead`);
        }
        return { billed: false };
    }
    const body = request;
    const pages = requestedPages(kind, body);
    const cost = pageCost(scrapeOptionsOf(kind, body));
    const most = pages * cost;
    const left = credits.remainingCredits;
    if (most <= left)
        return { billed: true };
    if (budget.maxCredits !== undefined && budget.maxCredits <= left)
        return { billed: true };
    const what = `this ${kind === 'crawl' ? 'crawl' : 'batch scrape'} may scrape ${pages} pages at ${cost} credit${cost === 1 ? '' : 's'} each (${most} credits), and the team has ${left} left`;
    if (budget.acceptLowerLimit) {
        warn(ctx, `Credits: ${what}; the service stops it when they run out (--accept-lower-limit).`);
        return { billed: true };
    }
    throw new UsageError(`${what}. The service would lower the job's limit to the credits left without saying so. Add --max-credits N (N ≤ ${left}) to stop the job at a budget, or --accept-lower-limit to start it anyway.`);
}
