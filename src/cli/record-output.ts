import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { lastValueFrom, type Observable, toArray } from 'rxjs';
import type { CliContext } from './cli-context.js';
import type { FlagSpec } from './command.js';
import type { OutputTarget } from './output-target.js';
import { UsageError } from './usage-error.js';

/** The `-o/--output` flag of the commands that write JSON records (`search`, `map`, `extract`). */
export const recordOutputFlag: FlagSpec = {
  type: 'string',
  short: 'o',
  value: 'FILE',
  description: 'output .jsonl or .jsonl.gz; - or none for stdout',
};

/**
 * Checks that an output target suits a command whose results are JSON records rather than crawled pages
 * (`search`, `map`, `extract`, `browser`): JSONL (optionally gzip) or stdout. Parquet has the page columns,
 * so it is for `crawl`, `batch` and `pages`.
 */
export function recordTarget(target: OutputTarget, command: string): OutputTarget {
  if (target.format === 'parquet' || target.format === 'dataset' || target.format === 'table') {
    throw new UsageError(
      '-o/--output: Parquet, dataset and table output is for crawl, batch and pages; use .jsonl or .jsonl.gz',
      command,
    );
  }
  return target;
}

/**
 * Writes records as JSONL, one `JSON.stringify` line each, to stdout or to a file. A file is written under
 * `<path>.partial` and renamed when complete, so a failed run never leaves a half file under the final name.
 * Resolves to the number of records written.
 */
export async function writeRecords(
  records: Observable<unknown> | readonly unknown[],
  target: OutputTarget,
  ctx: CliContext,
): Promise<number> {
  const list = Array.isArray(records)
    ? records
    : await lastValueFrom((records as Observable<unknown>).pipe(toArray()));
  const lines = list.map((record) => `${JSON.stringify(record)}\n`);
  if (target.format === 'stdout') {
    for (const line of lines) {
      await new Promise<void>((resolve, reject) => {
        ctx.stdout.write(line, (error) => (error ? reject(error) : resolve()));
      });
    }
    return lines.length;
  }
  if (target.format === 'parquet' || target.format === 'dataset' || target.format === 'table')
    throw new UsageError('-o/--output: Parquet, dataset and table output is for crawl, batch and pages');
  const partial = `${target.path}.partial`;
  const source = Readable.from(lines);
  if (target.gzip) await pipeline(source, createGzip(), createWriteStream(partial));
  else await pipeline(source, createWriteStream(partial));
  await rename(partial, target.path);
  return lines.length;
}
