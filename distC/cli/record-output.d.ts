import { type Observable } from 'rxjs';
import type { CliContext } from './cli-context.js';
import type { FlagSpec } from './command.js';
import { type Destination } from './output-target.js';
/** The `-o/--output` flag of the commands that write JSON records (`search`, `map`, `extract`). */
export declare const recordOutputFlag: FlagSpec;
/** A destination that takes JSON records. */
export type RecordDestination = Destination & Required<Pick<Destination, 'writeRecords'>>;
/**
 * The output of a command whose results are JSON records rather than crawled pages (`search`, `map`,
 * `extract`, `browser`): a destination that writes records, JSONL (optionally gzip) or stdout. Parquet has
 * the page columns, so it is for `crawl`, `batch` and `pages`.
 */
export declare function recordOutput(raw: string | undefined, command: string, ctx: CliContext): RecordDestination;
/**
 * Writes records as JSONL, one `JSON.stringify` line each, to stdout or to a file (written whole, so a
 * failed run never leaves a half file under the final name). Resolves to the number of records written.
 */
export declare function writeRecords(records: Observable<unknown> | readonly unknown[], target: RecordDestination): Promise<number>;
