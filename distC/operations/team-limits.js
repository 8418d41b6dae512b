/**
 * What a client learns of its team's limits from the usage routes, and passes to its paging calls: the
 * default read-ahead stays within the team's `maxConcurrency` once an answer has told it.
 */
import { tap } from 'rxjs';
/** Records the team's `maxConcurrency` of each answer that passes. */
export function learnTeamLimits(limits) {
    return tap((answer) => {
        limits.maxConcurrency = answer.maxConcurrency;
    });
}
/** `options` with the client's team limits attached, typed as `options` (they are not a public option). */
export function withTeamLimits(options, limits) {
    return { ...options, teamLimits: limits };
}
