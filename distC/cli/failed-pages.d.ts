/**
 * When a job's failed pages make its export a failure: no page succeeded, or more failed than
 * `--max-failed` allows (a count, or a share of the pages the job scraped or tried; default 50%). The
 * output keeps what the job delivered; the run exits with its own code and its load is logged as failed,
 * so a pipeline that exports nothing never reports success.
 */
import type { FlagSpec } from './command.js';
export declare const maxFailedFlag: FlagSpec;
/** `--max-failed`: a count of pages, or a percentage. */
export type MaxFailed = {
    count: number;
} | {
    percent: number;
};
export declare const DEFAULT_MAX_FAILED: MaxFailed;
/** Reads `--max-failed N` or `--max-failed P%`. */
export declare function parseMaxFailed(text: string | undefined): MaxFailed;
/** What the job delivered and what failed. */
export interface PageTally {
    /** Documents the job delivered (what the export received, before any filter). */
    succeeded: number;
    failed: number;
    /** The error every failed page had, when they all had the same one. */
    commonError?: string | undefined;
}
/** Why the run failed for its failed pages, or `undefined` when they are within the limit. */
export declare function failedPagesVerdict(limit: MaxFailed, tally: PageTally): string | undefined;
/** The error all `errors` share, or `undefined` (none, or more than one). */
export declare function commonErrorOf(errors: readonly {
    error: string;
}[]): string | undefined;
