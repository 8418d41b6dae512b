import {
  concat,
  defer,
  EMPTY,
  identity,
  lastValueFrom,
  type Observable,
  takeUntil,
  tap,
  throwError,
} from 'rxjs';
import type { LoadRecord } from '../changes/change-types.js';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { BudgetCap } from '../operations/budget-cap.js';
import type { BudgetStop } from '../operations/job-budget.js';
import { dedupePages } from '../operators/dedupe-pages.js';
import type { DedupeStore } from '../operators/index.js';
import { isPageStream } from '../paging/owned-pages.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import type { Progress } from '../paging/progress.js';
import type { CrawlErrorsResponse } from '../schemas/index.js';
import type { DestinationExport } from '../sinks/destination.js';
import { documentCount } from '../sinks/stdout/to-stream.js';
import type { RunBudget } from './budget-flags.js';
import { type ChangeSetup, changeTracker } from './change-flags.js';
import { type CliContext, info, warn } from './cli-context.js';
import { clearErrorsFile, type FailureReport, reportFailures } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import { reportFailedExport } from './export-failure.js';
import type { ExportPaging, ResumePoint } from './export-flags.js';
import { settleCompletedExport } from './export-settle.js';
import { durableAfterFailure, openExport } from './export-sink.js';
import type { MaxFailed } from './failed-pages.js';
import { expiryWarning } from './job-expiry.js';
import type { Destination } from './output-target.js';
import { plural } from './plural.js';
import { createProgressRenderer } from './progress-renderer.js';
import { UsageError } from './usage-error.js';
import { isValidationError } from './validation-message.js';

/** One export of a job's pages to a file or stdout; see {@link exportPages}. */
export interface ExportPlan {
  /** Kind of job, for the resume command. */
  kind: JobKind;
  /** Label of the progress bar. */
  label: string;
  /** Where the documents go. */
  output: Destination;
  /** The pages to export; spread `hooks` into the library's paging options. */
  pages: (hooks: ExportHooks) => Observable<PageEvent>;
  /** The job id when known before the first page (resume, `pages`). */
  jobId?: string;
  /** Where the pages start in the job (`pages --skip`), for the stdout resume command. */
  startSkip?: number;
  /** The checkpoint to continue the file from (`--resume`); its counts are added to the progress. */
  resumeFrom?: ResumePoint;
  /** `--dedupe` store, when deduplicating. */
  dedupe?: DedupeStore;
  /** `--read-ahead` and `--page-limit`, passed to the library with the hooks. */
  paging?: ExportPaging;
  /** Retries made so far by the client, for the summary. */
  retries: () => number;
  /** `--max-credits` and `--deadline`, for the summary (the library enforces them). */
  budget?: RunBudget;
  /** How `--max-credits` lowered the job's pages before it started, for the summary and the loads log. */
  cap?: BudgetCap;
  /**
   * Runs before the first page is asked for (the credit check before a job starts) and says whether the
   * server bills credits. A failure is reported like any failed export; a `UsageError` or `ValidationError`
   * is bad input (exit 2).
   */
  preflight?: () => Promise<{ billed: boolean | undefined }>;
  /** Reads the job's failed pages once the export ended (`crawlErrors` / `batchScrapeErrors`). */
  jobErrors?: (jobId: string) => Observable<CrawlErrorsResponse>;
  /** `--errors FILE`: where the failed pages go instead of beside the output. */
  errorsFile?: string;
  /** `--max-failed`: how many failed pages fail the run (default 50%; none succeeding always does). */
  maxFailed?: MaxFailed;
  /** `--changes`: mark, filter and journal the documents, then commit the pipeline's state. */
  changes?: ChangeSetup & { scope?: CrawlScope };
}

/** Callbacks and paging options the export passes to the library's paging options. */
export interface ExportHooks extends ExportPaging {
  /** Progress after each status page. */
  onProgress: (progress: Progress) => void;
  /** The job was created (crawl, batch): its id is known before the first page. */
  onStart: (start: { id: string; invalidURLs?: readonly string[] }) => void;
  /** A budget stopped the job (after its last document). */
  onBudgetStop: (stop: BudgetStop) => void;
}

/** The final summary of an export, printed by `--json`. */
export interface ExportSummary {
  /**
   * `stopped`: a budget (`stoppedBy`) stopped the job; the output holds everything it scraped.
   * `pages-failed`: the export is complete, but no page succeeded or more failed than `--max-failed` allows
   * (`error` says which).
   */
  status: 'completed' | 'stopped' | 'pages-failed' | 'interrupted' | 'failed';
  jobId: string | undefined;
  output: string;
  /** Documents in the output (for a failed or interrupted file export: those its checkpoint covers). */
  documents: number;
  /** Characters of document JSON in the output. */
  bytes: number;
  seconds: number;
  retries: number;
  /** The job's `creditsUsed` on its last page read, where the server bills (the whole job's, not this run's). */
  creditsUsed?: number;
  /** Which budget stopped the job. */
  stoppedBy?: BudgetStop['reason'];
  /** `--max-credits` lowered the job to the pages it pays for (a crawl's `limit`, a batch's URLs). */
  budgetCap?: BudgetCap;
  /** Pages of the job that failed to scrape (from its `/errors`). */
  failed?: number;
  /** URLs robots.txt kept the job from. */
  robotsBlocked?: number;
  /** Where the failed pages and blocked URLs were written. */
  errorsFile?: string;
  /** `--changes`: the run's load record (counts per change status, how they were told apart). */
  changes?: LoadRecord;
  resume?: string;
  error?: string;
}

/**
 * Streams a job's pages into the output with a progress bar. On the first Ctrl-C it stops reading, lets the
 * sink keep what is durably written (its checkpoint stays consistent) and prints the command that resumes;
 * on a failure it does the same and exits 1.
 */
export async function exportPages(plan: ExportPlan, ctx: CliContext): Promise<ExitCode> {
  return (await runExport(plan, ctx)).code;
}

/** {@link exportPages}, also returning the summary (the demo prints figures from it). */
export async function runExport(
  plan: ExportPlan,
  ctx: CliContext,
): Promise<{ code: ExitCode; summary: ExportSummary }> {
  const renderer = ctx.global.quiet
    ? undefined
    : createProgressRenderer({ output: ctx.stderr, label: plan.label });
  const offset = plan.resumeFrom ?? { records: 0, bytes: 0 };
  const resume = plan.resumeFrom !== undefined;
  const tracker = plan.changes
    ? await changeTracker(plan.changes, { jobId: plan.jobId, jobErrors: plan.jobErrors })
    : undefined;
  if (plan.resumeFrom?.complete) {
    // The last run may have been stopped between its final checkpoint and moving the file into place, or
    // before the pipeline's state took in the run.
    await plan.output.completeFinished?.();
    await tracker?.commit({ jobId: plan.resumeFrom.jobId, outcome: 'completed', bytes: offset.bytes });
    info(ctx, `Nothing to resume: ${plan.output.name} is complete (${plural(offset.records, 'document')}).`);
    const done: ExportSummary = {
      status: 'completed',
      jobId: plan.resumeFrom.jobId,
      output: plan.output.name,
      documents: offset.records,
      bytes: offset.bytes,
      seconds: 0,
      retries: 0,
    };
    printJson(done, plan.output, ctx);
    return { code: ExitCode.ok, summary: done };
  }
  let jobId = plan.jobId;
  let written = { records: 0, bytes: 0 };
  // Whether a checkpoint beside the output file names the job, so that `--resume` can continue it.
  let resumable = false;
  let nextSkip: number | undefined;
  let opened: DestinationExport | undefined;
  let creditsUsed: number | undefined;
  let expiryChecked = false;
  // Whether the server bills credits, when the check before the start found out.
  let billed: boolean | undefined;
  let budgetStop: BudgetStop | undefined;
  // Documents the job delivered to this run, before any filter (`--dedupe`, `--changes`).
  let received = 0;

  const onProgress = (progress: Progress): void => {
    renderer?.update({
      documents: offset.records + progress.documents,
      bytes: offset.bytes + progress.bytes,
      pages: progress.pages,
      jobCompleted: progress.jobCompleted,
      jobTotal: progress.jobTotal,
      status: progress.status,
      retries: progress.retries,
    });
  };
  // Ctrl-C stops reading. A file sink then sees a failure half-way and keeps exactly the data it flushed
  // plus a checkpoint covering it; stdout instead sees the end of the stream, so the pages already received
  // are written out and `--skip` can name the exact next document.
  const toStdout = plan.output.streamsToStdout === true;
  // A file sink is the only consumer of these pages and keeps no view into a page it released (the operators
  // below only read or filter), so page buffers may be reused; stdout may still hold written bytes queued.
  const owner = plan.output.pageOwner;
  const source = (hooks: ExportHooks) => {
    const stream = plan.pages(hooks);
    return owner && isPageStream(stream) ? stream.ownedBy(owner) : stream;
  };
  const pages = concat(
    source({
      ...plan.paging,
      onProgress,
      onBudgetStop: (stop) => {
        budgetStop = stop;
      },
      onStart: (start) => {
        jobId = start.id;
        const invalid = start.invalidURLs ?? [];
        if (invalid.length > 0) {
          warn(
            ctx,
            `The service skipped ${plural(invalid.length, 'invalid URL')}: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? ', …' : ''}`,
          );
        }
      },
    }).pipe(takeUntil(ctx.interrupts.requested$)),
    defer(() => (ctx.interrupts.requested && !toStdout ? throwError(() => new InterruptedError()) : EMPTY)),
  ).pipe(
    tap((page) => {
      if (!expiryChecked) {
        expiryChecked = true;
        const warning = expiryWarning(page.jobId, page.expiresAt, Date.now());
        if (warning) warn(ctx, warning);
      }
      jobId = page.jobId;
      received += documentCount(page);
      if (page.creditsUsed >= 0) creditsUsed = page.creditsUsed;
    }),
    plan.dedupe ? dedupePages({ store: plan.dedupe }) : identity,
    tracker ? tracker.track() : identity,
  );

  const started = performance.now();
  let error: unknown;
  try {
    billed = (await plan.preflight?.())?.billed;
    if (!resume && plan.jobErrors) await clearErrorsFile(plan.output, plan.errorsFile);
    opened = await openExport(plan, { resume, jobId });
    const summary = await lastValueFrom(pages.pipe(opened.sink));
    // Ctrl-C ended the stream to stdout.
    if (toStdout && ctx.interrupts.requested) throw new InterruptedError();
    // The sink counts the whole file, the resumed part included.
    written = { records: summary.records - offset.records, bytes: summary.jsonBytes - offset.bytes };
  } catch (caught) {
    // Bad input found by the library before any request: a usage error (exit 2), not a failed export.
    if (isValidationError(caught) || caught instanceof UsageError) {
      renderer?.finish();
      throw caught;
    }
    error = caught;
    const { pagingErrorInfo } = await import('../paging/paging-error-info.js');
    const at = pagingErrorInfo(caught);
    if (at) jobId = at.jobId;
    // What is durably in the output is what the checkpoint covers.
    ({
      resumable,
      written,
      skip: nextSkip,
    } = await durableAfterFailure(plan, opened, { jobId, offset }, ctx));
  } finally {
    renderer?.finish();
  }

  const seconds = (performance.now() - started) / 1000;
  // What the service reported the job used, unless the server bills nothing (its figure is no cost).
  const reportedCredits = billed === false ? undefined : creditsUsed;
  const outputName = plan.output.name;
  const summary: ExportSummary = {
    status: error === undefined ? 'completed' : ctx.interrupts.requested ? 'interrupted' : 'failed',
    jobId,
    output: outputName,
    documents: offset.records + written.records,
    bytes: offset.bytes + written.bytes,
    seconds: Math.round(seconds * 1000) / 1000,
    retries: plan.retries(),
    ...(reportedCredits === undefined ? {} : { creditsUsed: reportedCredits }),
    ...(plan.cap ? { budgetCap: plan.cap } : {}),
  };
  const readable = jobId !== undefined && jobReadableAfter(error);
  let failures: FailureReport | undefined;
  if (readable && summary.status !== 'interrupted' && plan.jobErrors) {
    failures = await reportFailures(
      { kind: plan.kind, jobId: jobId as string, errors: plan.jobErrors },
      plan.output,
      plan.errorsFile,
      ctx,
    );
    if (failures) Object.assign(summary, failures);
  }

  if (error === undefined) {
    const code = await settleCompletedExport(plan, ctx, {
      summary,
      failures,
      budgetStop,
      tracker,
      succeeded: offset.records + received,
      reportedCredits,
      seconds,
    });
    printJson(summary, plan.output, ctx);
    return { code, summary };
  }

  const code = reportFailedExport(plan, ctx, {
    error,
    jobId,
    summary,
    failures,
    resumable,
    readable,
    nextSkip,
  });
  printJson(summary, plan.output, ctx);
  return { code, summary };
}

/** Whether the job can be read after the export ended: not when it never started, or its id or key was refused. */
function jobReadableAfter(error: unknown): boolean {
  const status = (error as { status?: number } | undefined)?.status;
  return (
    (error as Error | undefined)?.name !== 'JobFailedError' &&
    status !== 401 &&
    status !== 403 &&
    status !== 404
  );
}

/** The export was stopped by Ctrl-C. */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
  constructor() {
    super('interrupted');
  }
}

function printJson(summary: ExportSummary, output: Destination, ctx: CliContext): void {
  if (!ctx.global.json) return;
  // stdout carries the documents when exporting to `-`, so the summary goes to stderr then.
  const target = output.streamsToStdout ? ctx.stderr : ctx.stdout;
  target.write(`${JSON.stringify(summary)}\n`);
}
