/**
 * The run of the commands that start a job and export its pages (`crawl`, `batch`): with `--resume`, go on
 * from the checkpoint; otherwise start the job and export its pages while it runs.
 */
import type { Observable } from 'rxjs';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { Client } from '../client.js';
import type { JobStart, StartJobOptions, StartOnlyOptions } from '../operations/start-job.js';
import type { PageStream } from '../paging/owned-pages.js';
import type { JobKind } from '../paging/page-event.js';
import type { CliContext } from './cli-context.js';
import type { ParsedInput } from './command.js';
import type { ExitCode } from './exit-codes.js';
/** What differs between the job commands. */
export interface JobExport<R> {
    kind: JobKind;
    /** The job's request from the command line; throws a usage error (exit 2) before the client loads. */
    request(input: ParsedInput): R | Promise<R>;
    /** Starts the job on the client. */
    start(client: Client, request: R, options: StartJobOptions): PageStream;
    /** Only starts the job: a fleet run's later attempt, which learns its job before it looks at the destination. */
    startOnly(client: Client, request: R, options: StartOnlyOptions): Observable<JobStart>;
    /** The request asking the service to track changes under `tag` (`--changes`). */
    withChanges(request: R, tag: string): R;
    /** A page of the job, for the probe of a server's change tracking (`--changes`). */
    probeUrl(request: R): string | undefined;
    /** The crawl's scope, for the tombstones of a change-aware export (a batch scrape has none). */
    scope?(request: R): CrawlScope;
}
export declare function runJobExport<R>(job: JobExport<R>, input: ParsedInput, ctx: CliContext): Promise<ExitCode>;
