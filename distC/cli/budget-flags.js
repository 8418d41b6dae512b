import { integerFlag } from './flag-values.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
/** Flags of the commands that start or continue a job (`crawl`, `batch`). */
export const budgetFlags = {
    'max-credits': {
        type: 'string',
        value: 'N',
        description: 'cancel the job once it has used N credits, keep what it scraped, exit 3',
    },
    deadline: {
        type: 'string',
        value: 'TIME',
        description: 'cancel the job when this much time has passed (90s, 30m, 2h, 1h30m), keep what it scraped, exit 3',
    },
    'accept-lower-limit': {
        type: 'boolean',
        description: 'start a job whose limit the credits left cannot pay for (the service lowers the limit)',
    },
};
/** Reads the budget flags; a malformed value is a usage error naming the flag. */
export function budgetFromFlags(flags) {
    const budget = { acceptLowerLimit: flags['accept-lower-limit'] === true };
    const maxCredits = integerFlag('max-credits', string(flags['max-credits']), { min: 1 });
    if (maxCredits !== undefined)
        budget.maxCredits = maxCredits;
    const deadline = string(flags.deadline);
    if (deadline !== undefined) {
        budget.deadlineMs = durationMs('deadline', deadline);
        budget.deadlineText = deadline;
    }
    return budget;
}
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/**
 * A duration such as `90s`, `30m`, `2h` or `1h30m`, in ms.
 *
 * @example
 * durationMs('deadline', '1h30m'); // 5400000
 */
export function durationMs(flag, text) {
    const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)];
    const joined = parts.map((part) => part[0]).join('');
    if (parts.length === 0 || joined !== text.trim()) {
        throw new UsageError(`--${flag}: must be a duration such as 90s, 30m, 2h or 1h30m (got "${text}")`);
    }
    const ms = parts.reduce((sum, part) => sum + Number(part[1]) * UNIT_MS[part[2]], 0);
    if (!(ms > 0))
        throw new UsageError(`--${flag}: must be longer than 0 (got "${text}")`);
    return ms;
}
/** The library's budget options for a run starting now. */
export function budgetOptions(budget, now = Date.now()) {
    return {
        ...(budget.maxCredits === undefined ? {} : { maxCredits: budget.maxCredits }),
        ...(budget.deadlineMs === undefined ? {} : { deadline: new Date(now + budget.deadlineMs) }),
    };
}
