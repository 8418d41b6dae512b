import { lastValueFrom, toArray } from 'rxjs';
import { outputTarget } from './output-target.js';
import { UsageError } from './usage-error.js';
/** The `-o/--output` flag of the commands that write JSON records (`search`, `map`, `extract`). */
export const recordOutputFlag = {
    type: 'string',
    short: 'o',
    value: 'FILE',
    description: 'output .jsonl or .jsonl.gz; - or none for stdout',
};
/**
 * The output of a command whose results are JSON records rather than crawled pages (`search`, `map`,
 * `extract`, `browser`): a destination that writes records, JSONL (optionally gzip) or stdout. Parquet has
 * the page columns, so it is for `crawl`, `batch` and `pages`.
 */
export function recordOutput(raw, command, ctx) {
    const target = outputTarget(raw, { env: ctx.env, stdout: ctx.stdout });
    if (target.writeRecords === undefined) {
        throw new UsageError('-o/--output: Parquet, dataset and table output is for crawl, batch and pages; use .jsonl or .jsonl.gz', command);
    }
    return target;
}
/**
 * Writes records as JSONL, one `JSON.stringify` line each, to stdout or to a file (written whole, so a
 * failed run never leaves a half file under the final name). Resolves to the number of records written.
 */
export async function writeRecords(records, target) {
    const list = Array.isArray(records)
        ? records
        : await lastValueFrom(records.pipe(toArray()));
    const lines = list.map((record) => JSON.stringify(record));
    await target.writeRecords(lines);
    return lines.length;
}
