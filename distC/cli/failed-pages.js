import { UsageError } from './usage-error.js';
export const maxFailedFlag = {
    type: 'string',
    value: 'N|P%',
    description: 'fail the run (exit 4) when more pages than N, or than P% of the pages, failed to scrape (default 50%); a run where no page succeeded always fails',
};
export const DEFAULT_MAX_FAILED = { percent: 50 };
/** Reads `--max-failed N` or `--max-failed P%`. */
export function parseMaxFailed(text) {
    if (text === undefined)
        return DEFAULT_MAX_FAILED;
    const percent = /^(\d+(?:\.\d+)?)%$/.exec(text.trim());
    if (percent) {
        const value = Number(percent[1]);
        if (value > 100)
            throw new UsageError(`--max-failed: a percentage must be at most 100%; got ${text}`);
        return { percent: value };
    }
    if (!/^\d+$/.test(text.trim()))
        throw new UsageError(`--max-failed: must be a whole number of pages or a percentage such as 10%; got "${text}"`);
    return { count: Number(text.trim()) };
}
/** Why the run failed for its failed pages, or `undefined` when they are within the limit. */
export function failedPagesVerdict(limit, tally) {
    const { succeeded, failed } = tally;
    if (failed === 0)
        return undefined;
    const total = succeeded + failed;
    const same = tally.commonError === undefined ? '' : `, all with the same error: ${tally.commonError}`;
    if (succeeded === 0)
        return `no page succeeded: ${failed} page${failed === 1 ? '' : 's'} failed${same}`;
    const share = (failed / total) * 100;
    const over = 'count' in limit ? failed > limit.count : share > limit.percent;
    if (!over)
        return undefined;
    const bound = 'count' in limit ? `${limit.count} page${limit.count === 1 ? '' : 's'}` : `${limit.percent}%`;
    return `${failed} of ${total} pages failed (${share.toFixed(0)}%), more than --max-failed ${bound}${same}`;
}
/** The error all `errors` share, or `undefined` (none, or more than one). */
export function commonErrorOf(errors) {
    const first = errors[0]?.error;
    return first !== undefined && errors.every((e) => e.error === first) ? first : undefined;
}
