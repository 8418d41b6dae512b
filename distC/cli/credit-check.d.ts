import type { Client } from '../client.js';
import type { JobKind } from '../paging/page-event.js';
import type { RunBudget } from './budget-flags.js';
import { type CliContext } from './cli-context.js';
/** Validates a job's request as the library will, so bad input fails before the balance is read. */
export declare function validateJobRequest(kind: JobKind, request: unknown): void;
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
export declare function checkCredits(client: Client, kind: JobKind, request: unknown, budget: RunBudget, ctx: CliContext): Promise<{
    billed: boolean | undefined;
}>;
