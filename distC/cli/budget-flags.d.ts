/**
 * `--max-credits`, `--deadline` and `--accept-lower-limit` of the job commands: the budgets of one run.
 */
import type { JobBudgetOptions } from '../operations/job-budget.js';
import type { FlagSpec, ParsedInput } from './command.js';
/** Flags of the commands that start or continue a job (`crawl`, `batch`). */
export declare const budgetFlags: Readonly<Record<string, FlagSpec>>;
/** The budgets of one run, from its flags. */
export interface RunBudget {
    maxCredits?: number;
    /** `--deadline` as given, for messages. */
    deadlineText?: string;
    /** The deadline's length in ms, counted from when the run starts. */
    deadlineMs?: number;
    acceptLowerLimit: boolean;
}
/** Reads the budget flags; a malformed value is a usage error naming the flag. */
export declare function budgetFromFlags(flags: ParsedInput['flags']): RunBudget;
/**
 * A duration such as `90s`, `30m`, `2h` or `1h30m`, in ms.
 *
 * @example
 * durationMs('deadline', '1h30m'); // 5400000
 */
export declare function durationMs(flag: string, text: string): number;
/** The library's budget options for a run starting now. */
export declare function budgetOptions(budget: RunBudget, now?: number): JobBudgetOptions;
