import { lastValueFrom, type Observable, toArray } from 'rxjs';
import type { CliContext } from './cli-context.js';
import type { FlagSpec } from './command.js';
import { type Destination, outputTarget } from './output-target.js';
import { UsageError } from './usage-error.js';

/** The `-o/--output` flag of the commands that write JSON records (`search`, `map`, `extract`). */
export const recordOutputFlag: FlagSpec = {
  type: 'string',
  short: 'o',
  value: 'FILE',
  description: 'output .jsonl or .jsonl.gz; - or none for stdout',
};

/** A destination that takes JSON records. */
export type RecordDestination = Destination & Required<Pick<Destination, 'writeRecords'>>;

/**
 * The output of a command whose results are JSON records rather than crawled pages (`search`, `map`,
 * `extract`, `browser`): a destination that writes records, JSONL (optionally gzip) or stdout. Parquet has
 * the page columns, so it is for `crawl`, `batch` and `pages`.
 */
export function recordOutput(raw: string | undefined, command: string, ctx: CliContext): RecordDestination {
  const target = outputTarget(raw, { env: ctx.env, stdout: ctx.stdout });
  if (target.writeRecords === undefined) {
    throw new UsageError(
      '-o/--output: Parquet, dataset and table output is for crawl, batch and pages; use .jsonl or .jsonl.gz',
      command,
    );
  }
  return target as RecordDestination;
}

/**
 * Writes records as JSONL, one `JSON.stringify` line each, to stdout or to a file (written whole, so a
 * failed run never leaves a half file under the final name). Resolves to the number of records written.
 */
export async function writeRecords(
  records: Observable<unknown> | readonly unknown[],
  target: RecordDestination,
): Promise<number> {
  const list = Array.isArray(records)
    ? records
    : await lastValueFrom((records as Observable<unknown>).pipe(toArray()));
  const lines = list.map((record) => JSON.stringify(record));
  await target.writeRecords(lines);
  return lines.length;
}
