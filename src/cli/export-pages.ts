import { identity, lastValueFrom, type Observable } from 'rxjs';
import type { ChangeTracker } from '../changes/change-tracker.js';
import type { LoadRecord } from '../changes/change-types.js';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { BudgetCap } from '../operations/budget-cap.js';
import type { BudgetStop } from '../operations/job-budget.js';
import { dedupePages } from '../operators/dedupe-pages.js';
import type { DedupeStore } from '../operators/index.js';
import type { JobKind, PageEvent } from '../paging/page-event.js';
import type { Progress } from '../paging/progress.js';
import type { CrawlErrorsResponse } from '../schemas/index.js';
import type { DestinationExport } from '../sinks/destination.js';
import type { RunBudget } from './budget-flags.js';
import { type ChangeSetup, changeTracker } from './change-flags.js';
import { type CliContext, info } from './cli-context.js';
import { clearErrorsFile, type FailureReport, reportFailures } from './errors-report.js';
import { ExitCode } from './exit-codes.js';
import { reportFailedExport } from './export-failure.js';
import type { ExportPaging, ResumePoint } from './export-flags.js';
import { ExportRun, InterruptedError } from './export-run.js';
import { settleCompletedExport } from './export-settle.js';
import { durableAfterFailure, openExport } from './export-sink.js';
import type { MaxFailed } from './failed-pages.js';
import type { Destination } from './output-target.js';
import { plural } from './plural.js';
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
  stoppedBy?: BudgetStop['reason'] | 'maxEmbedTokens';
  /** A vector table's chunks of the documents written, those embedded, and the embedder's tokens. */
  chunks?: number;
  embeddedChunks?: number;
  embedTokens?: number;
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
  const tracker = plan.changes
    ? await changeTracker(plan.changes, {
        jobId: plan.jobId,
        jobErrors: plan.jobErrors,
        fence: ctx.run?.fence,
      })
    : undefined;
  if (plan.resumeFrom?.complete) return finishedAlready(plan, plan.resumeFrom, tracker, ctx);
  const run = new ExportRun(plan, ctx);
  const started = performance.now();
  const ended = await streamExport(plan, run, tracker, ctx);
  const seconds = (performance.now() - started) / 1000;
  return reportExport(plan, run, { ...ended, tracker, seconds }, ctx);
}

/**
 * A resume of an export that had finished: the last run may have been stopped between its final
 * checkpoint and moving the file into place, or before the pipeline's state took in the run.
 */
async function finishedAlready(
  plan: ExportPlan,
  from: ResumePoint,
  tracker: ChangeTracker | undefined,
  ctx: CliContext,
): Promise<{ code: ExitCode; summary: ExportSummary }> {
  // A fleet run's earlier attempt, woken up, must meet this attempt's token: nothing else here claims it.
  const fence = ctx.run?.fence;
  if (fence !== undefined) await plan.output.claimFence?.(fence);
  await plan.output.completeFinished?.();
  const load = await tracker?.commit({ jobId: from.jobId, outcome: 'completed', bytes: from.bytes });
  info(ctx, `Nothing to resume: ${plan.output.name} is complete (${plural(from.records, 'document')}).`);
  const done: ExportSummary = {
    status: 'completed',
    jobId: from.jobId,
    output: plan.output.name,
    documents: from.records,
    bytes: from.bytes,
    seconds: 0,
    retries: 0,
    ...(load ? { changes: load } : {}),
  };
  printJson(done, plan.output, ctx);
  return { code: ExitCode.ok, summary: done };
}

/** How the stream into the destination ended: its error, what it durably wrote, and whether it resumes. */
interface StreamEnd {
  error: unknown;
  written: { records: number; bytes: number };
  /** Whether the destination's checkpoint names the job, so that `--resume` can continue it. */
  resumable: boolean;
  /** Where a stdout export stopped in the job. */
  nextSkip: number | undefined;
}

/**
 * Streams the job's pages into the destination: the check before the start, then the pages through
 * `--dedupe` and `--changes` into the sink. Bad input (a usage or validation error) is thrown; any other
 * failure ends the stream with what the destination durably holds.
 */
async function streamExport(
  plan: ExportPlan,
  run: ExportRun,
  tracker: ChangeTracker | undefined,
  ctx: CliContext,
): Promise<StreamEnd> {
  const resume = plan.resumeFrom !== undefined;
  let opened: DestinationExport | undefined;
  try {
    run.billed = (await plan.preflight?.())?.billed;
    if (!resume && plan.jobErrors) await clearErrorsFile(plan.output, plan.errorsFile);
    opened = await openExport(plan, { resume, jobId: run.jobId }, ctx.run?.fence);
    const pages = run
      .pages()
      .pipe(
        plan.dedupe ? dedupePages({ store: plan.dedupe }) : identity,
        tracker ? tracker.track() : identity,
      );
    const summary = await lastValueFrom(pages.pipe(opened.sink));
    // Ctrl-C ended the stream to stdout.
    if (plan.output.streamsToStdout && ctx.interrupts.requested) throw new InterruptedError();
    // The sink counts the whole file, the resumed part included.
    const written = {
      records: summary.records - run.offset.records,
      bytes: summary.jsonBytes - run.offset.bytes,
    };
    return { error: undefined, written, resumable: false, nextSkip: undefined };
  } catch (caught) {
    // Bad input found by the library before any request: a usage error (exit 2), not a failed export.
    if (isValidationError(caught) || caught instanceof UsageError) throw caught;
    const { pagingErrorInfo } = await import('../paging/paging-error-info.js');
    const at = pagingErrorInfo(caught);
    if (at) run.jobId = at.jobId;
    // What is durably in the output is what the checkpoint covers.
    const durable = await durableAfterFailure(plan, opened, { jobId: run.jobId, offset: run.offset }, ctx);
    return { error: caught, written: durable.written, resumable: durable.resumable, nextSkip: durable.skip };
  } finally {
    run.finish();
  }
}

/** The summary of the run, the failed pages read, and the exit code: settled when complete, else reported. */
async function reportExport(
  plan: ExportPlan,
  run: ExportRun,
  ended: StreamEnd & { tracker: ChangeTracker | undefined; seconds: number },
  ctx: CliContext,
): Promise<{ code: ExitCode; summary: ExportSummary }> {
  const { error, written, seconds } = ended;
  const { jobId, offset } = run;
  // What the service reported the job used, unless the server bills nothing (its figure is no cost).
  const reportedCredits = run.billed === false ? undefined : run.creditsUsed;
  const summary: ExportSummary = {
    status:
      error === undefined
        ? 'completed'
        : ctx.interrupts.requested
          ? 'interrupted'
          : isEmbedBudget(error)
            ? 'stopped'
            : 'failed',
    ...(isEmbedBudget(error) ? { stoppedBy: 'maxEmbedTokens' as const } : {}),
    jobId,
    output: plan.output.name,
    documents: offset.records + written.records,
    bytes: offset.bytes + written.bytes,
    seconds: Math.round(seconds * 1000) / 1000,
    retries: plan.retries(),
    ...(reportedCredits === undefined ? {} : { creditsUsed: reportedCredits }),
    ...(plan.cap ? { budgetCap: plan.cap } : {}),
    ...plan.output.costs?.()?.fields,
  };
  const readable = jobId !== undefined && jobReadableAfter(error);
  let failures: FailureReport | undefined;
  if (readable && summary.status !== 'interrupted' && plan.jobErrors) {
    const source = { kind: plan.kind, jobId: jobId as string, errors: plan.jobErrors };
    failures = await reportFailures(source, plan.output, plan.errorsFile, ctx);
    if (failures) Object.assign(summary, failures);
  }
  const code =
    error === undefined
      ? await settleCompletedExport(plan, ctx, {
          summary,
          failures,
          budgetStop: run.budgetStop,
          tracker: ended.tracker,
          succeeded: offset.records + run.received,
          reportedCredits,
          seconds,
        })
      : reportFailedExport(plan, ctx, {
          error,
          jobId,
          summary,
          failures,
          resumable: ended.resumable,
          readable,
          nextSkip: ended.nextSkip,
        });
  printJson(summary, plan.output, ctx);
  return { code, summary };
}

/** `--max-embed-tokens` stopped the export: the pages embedded before are written, and a resume continues. */
function isEmbedBudget(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'EMBED_BUDGET';
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

function printJson(summary: ExportSummary, output: Destination, ctx: CliContext): void {
  if (!ctx.global.json) return;
  // stdout carries the documents when exporting to `-`, so the summary goes to stderr then.
  const target = output.streamsToStdout ? ctx.stderr : ctx.stdout;
  target.write(`${JSON.stringify(summary)}\n`);
}
