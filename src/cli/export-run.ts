/**
 * What one export run learns while the pages stream: the job, its credits, a budget's stop, the documents
 * delivered; and the page stream itself, with the progress bar, the hooks the library calls and Ctrl-C.
 */
import { concat, defer, EMPTY, type Observable, takeUntil, tap, throwError } from 'rxjs';
import type { BudgetStop } from '../operations/job-budget.js';
import { asOwnedBy } from '../paging/owned-pages.js';
import type { PageEvent } from '../paging/page-event.js';
import type { Progress } from '../paging/progress.js';
import { documentCount } from '../sinks/stdout/to-stream.js';
import { type CliContext, warn } from './cli-context.js';
import type { ExportHooks, ExportPlan } from './export-pages.js';
import { expiryWarning } from './job-expiry.js';
import { plural } from './plural.js';
import { createProgressRenderer, type ProgressRenderer } from './progress-renderer.js';

/** The export was stopped by Ctrl-C. */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
  constructor() {
    super('interrupted');
  }
}

export class ExportRun {
  /** Where the export continues from: what the destination held already. */
  readonly offset: { records: number; bytes: number };
  jobId: string | undefined;
  /** The job's `creditsUsed` on the last page read. */
  creditsUsed: number | undefined;
  /** Whether the server bills credits, when the check before the start found out. */
  billed: boolean | undefined;
  budgetStop: BudgetStop | undefined;
  /** Documents the job delivered to this run, before any filter (`--dedupe`, `--changes`). */
  received = 0;
  readonly #plan: ExportPlan;
  readonly #ctx: CliContext;
  readonly #renderer: ProgressRenderer | undefined;
  #expiryChecked = false;

  constructor(plan: ExportPlan, ctx: CliContext) {
    this.#plan = plan;
    this.#ctx = ctx;
    this.offset = plan.resumeFrom ?? { records: 0, bytes: 0 };
    this.jobId = plan.jobId;
    this.#renderer = ctx.global.quiet
      ? undefined
      : createProgressRenderer({ output: ctx.stderr, label: plan.label });
  }

  /**
   * The job's pages, watched. Ctrl-C stops reading: a file sink then sees a failure half-way and keeps
   * exactly the data it flushed plus a checkpoint covering it; stdout instead sees the end of the stream, so
   * the pages already received are written out and `--skip` can name the exact next document.
   */
  pages(): Observable<PageEvent> {
    const { interrupts } = this.#ctx;
    const toStdout = this.#plan.output.streamsToStdout === true;
    return concat(
      this.#source().pipe(takeUntil(interrupts.requested$)),
      defer(() => (interrupts.requested && !toStdout ? throwError(() => new InterruptedError()) : EMPTY)),
    ).pipe(tap((page) => this.#saw(page)));
  }

  /** The progress bar is done. */
  finish(): void {
    this.#renderer?.finish();
  }

  /**
   * The plan's pages with the hooks. A sink that is their only reader keeps no view into a page it released
   * (the operators after this only read or filter), so page buffers may be reused; stdout may still hold
   * written bytes queued.
   */
  #source(): Observable<PageEvent> {
    const window = this.#plan.output.pageWindow;
    const hooks: ExportHooks = {
      ...(window === undefined ? {} : { window }),
      ...this.#plan.paging,
      onProgress: (progress) => this.#progress(progress),
      onBudgetStop: (stop) => {
        this.budgetStop = stop;
      },
      onStart: (start) => {
        this.jobId = start.id;
        this.#ctx.run?.started({ id: start.id, kind: this.#plan.kind });
        this.#warnInvalid(start.invalidURLs ?? []);
      },
    };
    const stream = this.#plan.pages(hooks);
    return asOwnedBy(stream, this.#plan.output.pageOwner);
  }

  #progress(progress: Progress): void {
    this.#ctx.run?.progress?.({
      documents: this.offset.records + progress.documents,
      jobCompleted: progress.jobCompleted,
      jobTotal: progress.jobTotal,
      status: progress.status,
      creditsUsed: this.creditsUsed,
    });
    this.#renderer?.update({
      documents: this.offset.records + progress.documents,
      bytes: this.offset.bytes + progress.bytes,
      pages: progress.pages,
      jobCompleted: progress.jobCompleted,
      jobTotal: progress.jobTotal,
      status: progress.status,
      retries: progress.retries,
    });
  }

  #warnInvalid(invalid: readonly string[]): void {
    if (invalid.length === 0) return;
    const listed = `${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? ', …' : ''}`;
    warn(this.#ctx, `The service skipped ${plural(invalid.length, 'invalid URL')}: ${listed}`);
  }

  #saw(page: PageEvent): void {
    if (!this.#expiryChecked) {
      this.#expiryChecked = true;
      const warning = expiryWarning(page.jobId, page.expiresAt, Date.now());
      if (warning) warn(this.#ctx, warning);
    }
    this.jobId = page.jobId;
    this.received += documentCount(page);
    if (page.creditsUsed >= 0) this.creditsUsed = page.creditsUsed;
  }
}
