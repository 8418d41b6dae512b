import type { JobKind } from '../paging/page-event.js';
import type { ChangeSetup } from './change-flags.js';
import type { ExportPaging } from './export-flags.js';
import type { Destination } from './output-target.js';
/** What the resume command needs to know. */
export interface ResumeCommandInput {
    /** Kind of job; a batch scrape gets `--batch`. */
    kind: JobKind;
    /** The job to continue. */
    jobId: string;
    /** Where the export was going. */
    output: Destination;
    /** For stdout exports: documents already written, continued with `--skip`. */
    skip?: number;
    /** Whether `--dedupe` was on. */
    dedupe?: boolean;
    /** `--read-ahead`, `--page-limit`, `--status-stream` and `--poll-interval` as given. */
    paging?: ExportPaging;
    /** `--changes` and `--state` as given: a change-aware export continues as one. */
    changes?: Pick<ChangeSetup, 'write' | 'state'>;
    /** `--api-url` as given on the command line (credentials in it are dropped); env values are not repeated. */
    apiUrl?: string;
}
/**
 * The exact command that continues an interrupted or failed export: `crawlstream pages <jobId> -o <file>
 * --resume` for files (the checkpoint beside the file says where) and tables (the checkpoint is in the
 * database), or `--skip N` for stdout. The API key and a database password are never part of it; they come
 * from the environment (or `--api-key`) again.
 */
export declare function resumeCommand(input: ResumeCommandInput): string;
/** Quotes an argument for a POSIX shell when it holds anything beyond safe characters. */
export declare function shellQuote(arg: string): string;
