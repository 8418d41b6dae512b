import { type Observable } from 'rxjs';
import type { JobKind } from '../paging/page-event.js';
import type { CrawlErrorsResponse } from '../schemas/index.js';
import { type CliContext } from './cli-context.js';
import type { Destination } from './output-target.js';
/** What the errors report found and where it went. */
export interface FailureReport {
    failed: number;
    robotsBlocked: number;
    /** The error every failed page had, when they all had the same one. */
    commonError?: string;
    /** Where the records were written; absent when nowhere (stdout without `--errors`, or none to write). */
    errorsFile?: string;
    /** Lines the errors file holds (this job's records and other jobs' blocked URLs). */
    errorsLines?: number;
}
/** The summary's sentence about failures and the errors file written, or `''` when nothing was read. */
export declare function failureLine(report: FailureReport | undefined): string;
/** One line per failed page (`reason: "failed"`) and per robots-blocked URL (`reason: "robotsBlocked"`). */
export declare function errorRecords(kind: JobKind, jobId: string, errors: CrawlErrorsResponse): string;
/**
 * A new export (not a resume, not a retry) starts its errors file afresh: records of an earlier job that the
 * output no longer holds must not be read as this job's.
 */
export declare function clearErrorsFile(output: Destination, errorsFlag: string | undefined): Promise<void>;
/**
 * Reads the job's errors and writes them where `output` (or `errorsFlag`) says. The file is replaced
 * atomically: the job's whole list, after the robots-blocked records of other jobs of the same output, so a
 * resumed, repeated or retried export leaves each URL in it once. A server without the route, or a read
 * that fails, is warned about; the export's own result stands.
 */
export declare function reportFailures(source: {
    kind: JobKind;
    jobId: string;
    errors: (jobId: string) => Observable<CrawlErrorsResponse>;
}, output: Destination, errorsFlag: string | undefined, ctx: CliContext): Promise<FailureReport | undefined>;
