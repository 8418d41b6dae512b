/**
 * When a job's failed pages make its export a failure: no page succeeded, or more failed than
 * `--max-failed` allows (a count, or a share of the pages the job scraped or tried; default 50%). The
 * output keeps what the job delivered; the run exits with its own code and its load is logged as failed,
 * so a pipeline that exports nothing never reports success.
 */
import type { FlagSpec } from './command.js';
import { UsageError } from './usage-error.js';

export const maxFailedFlag: FlagSpec = {
  type: 'string',
  value: 'N|P%',
  description:
    'fail the run (exit 4) when more pages than N, or than P% of the pages, failed to scrape (default 50%); a run where no page succeeded always fails',
};

/** `--max-failed`: a count of pages, or a percentage. */
export type MaxFailed = { count: number } | { percent: number };

export const DEFAULT_MAX_FAILED: MaxFailed = { percent: 50 };

/** Reads `--max-failed N` or `--max-failed P%`. */
export function parseMaxFailed(text: string | undefined): MaxFailed {
  if (text === undefined) return DEFAULT_MAX_FAILED;
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text.trim());
  if (percent) {
    const value = Number(percent[1]);
    if (value > 100) throw new UsageError(`--max-failed: a percentage must be at most 100%; got ${text}`);
    return { percent: value };
  }
  if (!/^\d+$/.test(text.trim()))
    throw new UsageError(
      `--max-failed: must be a whole number of pages or a percentage such as 10%; got "${text}"`,
    );
  return { count: Number(text.trim()) };
}

/** What the job delivered and what failed. */
export interface PageTally {
  /** Documents the job delivered (what the export received, before any filter). */
  succeeded: number;
  failed: number;
  /** The error every failed page had, when they all had the same one. */
  commonError?: string | undefined;
}

/** Why the run failed for its failed pages, or `undefined` when they are within the limit. */
export function failedPagesVerdict(limit: MaxFailed, tally: PageTally): string | undefined {
  const { succeeded, failed } = tally;
  if (failed === 0) return undefined;
  const total = succeeded + failed;
  const same = tally.commonError === undefined ? '' : `, all with the same error: ${tally.commonError}`;
  if (succeeded === 0) return `no page succeeded: ${failed} page${failed === 1 ? '' : 's'} failed${same}`;
  const share = (failed / total) * 100;
  const over = 'count' in limit ? failed > limit.count : share > limit.percent;
  if (!over) return undefined;
  const bound = 'count' in limit ? `${limit.count} page${limit.count === 1 ? '' : 's'}` : `${limit.percent}%`;
  return `${failed} of ${total} pages failed (${share.toFixed(0)}%), more than --max-failed ${bound}${same}`;
}

/** The error all `errors` share, or `undefined` (none, or more than one). */
export function commonErrorOf(errors: readonly { error: string }[]): string | undefined {
  const first = errors[0]?.error;
  return first !== undefined && errors.every((e) => e.error === first) ? first : undefined;
}
