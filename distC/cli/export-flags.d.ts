import type { DedupeStore } from '../operators/index.js';
import type { JobKind } from '../paging/page-event.js';
import { type ChangeSetup } from './change-flags.js';
import type { CliContext } from './cli-context.js';
import type { FlagSpec, ParsedInput } from './command.js';
import { type MaxFailed } from './failed-pages.js';
import { type Destination } from './output-target.js';
/** Flags shared by the commands that export a job's documents (`crawl`, `batch`, `pages`). */
export declare const exportFlags: Readonly<Record<string, FlagSpec>>;
/**
 * Paging options of an export command: `--read-ahead`, `--page-limit`, `--status-stream` and the global
 * `--poll-interval`.
 */
export interface ExportPaging {
    readAhead?: number;
    pageLimit?: number;
    statusStream?: 'poll' | 'websocket';
    pollIntervalMs?: number;
}
/** The checkpoint an export resumes from. */
export interface ResumePoint {
    jobId: string;
    kind: JobKind;
    skip: number;
    /** Documents already in the file. */
    records: number;
    /** Characters of document JSON already in the file. */
    bytes: number;
    /** The export had already finished. */
    complete: boolean;
}
/** Output target, dedupe store, resume point and paging options of an export command. */
export interface ExportSetup {
    output: Destination;
    dedupe: DedupeStore | undefined;
    resume: ResumePoint | undefined;
    paging: ExportPaging;
    /** `--errors FILE`. */
    errorsFile: string | undefined;
    /** `--changes` and `--state`. */
    changes: ChangeSetup | undefined;
    /** `--max-failed`. */
    maxFailed: MaxFailed;
}
/**
 * Reads `-o`, `--dedupe` and `--resume`. With `--resume` the checkpoint (beside the output, or in the
 * database of a table) says which job and where; a stdout export cannot resume this way and says to use
 * `pages --skip`. `job.id`: the job the command exports, when known before it starts (`pages`, a fleet's
 * run that adopts its job): a table's unfinished export of it is then continued without `--resume`, since
 * its cursor is in the database; `job.adopted`, an earlier attempt of the same fleet run started it, so an
 * unfinished export of it in any destination is that run's own and is continued.
 */
export declare function exportSetup(flags: ParsedInput['flags'], ctx: Pick<CliContext, 'env' | 'stdout'>, job?: {
    id?: string | undefined;
    adopted?: boolean;
}): Promise<ExportSetup>;
/** The output `-o` names, shaped by `--format`, `--partition-by`, `--table` and `--write`. */
export declare function outputFromFlags(flags: ParsedInput['flags'], ctx: Pick<CliContext, 'env' | 'stdout'>): Destination;
