/**
 * The team's usage in one read, for `crawlstream usage`, `doctor` and the budget checks: credits, the queue
 * and concurrency, each `null` where the server does not offer its route.
 */
import { firstValueFrom } from 'rxjs';
import { isNotOffered } from '../errors/errors.js';
/**
 * What a self-hosted server without a database answers for the team's credits: a fixed balance from its
 * mock of the team, with no plan and no billing period. It bills nothing (`creditsUsed` is -1).
 */
export const UNBILLED_BALANCE = 99_999_999;
/** Whether a credit answer is a real balance, not the fixed figure of a server that bills nothing. */
export function isBilled(credits) {
    return !(credits.remainingCredits === UNBILLED_BALANCE && credits.planCredits == null);
}
/**
 * Reads credits, then queue and concurrency at once. A server whose credits answer is the fixed balance of a
 * build without a database has no team record behind its concurrency route (the 2025 build fails it with
 * 500 after the client's retries), so that route is not asked there and counts as not offered. Any failure
 * other than "not offered" rejects.
 */
export async function readTeamUsage(team) {
    const notOffered = [];
    const part = (name, source) => firstValueFrom(source).catch((err) => {
        if (!isNotOffered(err))
            throw err;
        notOffered.push(name);
        return null;
    });
    const credits = await part('credits', team.creditUsage());
    const billed = credits === null ? true : isBilled(credits);
    const [queue, concurrency] = await Promise.all([
        part('queue', team.queueStatus()),
        billed ? part('concurrency', team.concurrency()) : Promise.resolve(null),
    ]);
    if (!billed)
        notOffered.push('concurrency');
    return { credits: credits === null ? null : { ...credits, billed }, queue, concurrency, notOffered };
}
