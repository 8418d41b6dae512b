/**
 * What a client learns of its team's limits from the usage routes, and passes to its paging calls: the
 * default read-ahead stays within the team's `maxConcurrency` once an answer has told it.
 */
import { type MonoTypeOperatorFunction } from 'rxjs';
import type { TeamLimits } from '../paging/paging-options.js';
/** Records the team's `maxConcurrency` of each answer that passes. */
export declare function learnTeamLimits<T extends {
    maxConcurrency: number;
}>(limits: TeamLimits): MonoTypeOperatorFunction<T>;
/** `options` with the client's team limits attached, typed as `options` (they are not a public option). */
export declare function withTeamLimits<T extends object>(options: T | undefined, limits: TeamLimits): T;
