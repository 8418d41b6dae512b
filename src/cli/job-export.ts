/**
 * The run of the commands that start a job and export its pages (`crawl`, `batch`): with `--resume`, go on
 * from the checkpoint; otherwise start the job and export its pages while it runs.
 */

import { firstValueFrom, type Observable } from 'rxjs';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { Client } from '../client.js';
import { capToBudget } from '../operations/budget-cap.js';
import type { JobStart, StartJobOptions, StartOnlyOptions } from '../operations/start-job.js';
import type { PageStream } from '../paging/owned-pages.js';
import type { JobKind } from '../paging/page-event.js';
import { budgetFromFlags, budgetOptions } from './budget-flags.js';
import { cliClient } from './cli-client.js';
import type { CliContext } from './cli-context.js';
import type { ParsedInput } from './command.js';
import type { ExitCode } from './exit-codes.js';
import { exportSetup } from './export-flags.js';
import { exportPages } from './export-pages.js';
import { extraFieldsFromFlags } from './extra-field-flag.js';
import { jobErrorsOf, jobPages, resumeExport } from './resume-export.js';

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

export async function runJobExport<R>(
  job: JobExport<R>,
  input: ParsedInput,
  ctx: CliContext,
): Promise<ExitCode> {
  // A fleet run whose earlier attempt started the job exports that job: what that attempt wrote of it, even
  // after this attempt looked, is continued, not refused.
  const { run } = ctx;
  const adopted = run?.adoptJob;
  // A later attempt of a fleet run whose job is not on record sends the start first (below), and looks at
  // the destination once the start named the job.
  const startFirst = run !== undefined && adopted === undefined && run.keySentAt !== undefined;
  const setup = await exportSetup(startFirst ? { ...input.flags, force: true } : input.flags, ctx, {
    id: adopted,
    adopted: adopted !== undefined,
  });
  // Checked before the client loads, so bad input fails fast (exit 2) and nothing is sent.
  const budget = budgetFromFlags(input.flags);
  // Bounded by the budget before anything else sees it: the credit check, the scope, the job.
  const { request: asked, cap } = setup.resume
    ? { request: undefined, cap: undefined }
    : capToBudget(job.kind, await job.request(input), budget.maxCredits);
  const extraFields = extraFieldsFromFlags(input.flags);
  const { client, retries } = await cliClient(ctx);
  try {
    const cancelOnUnsubscribe = input.flags['cancel-on-exit'] === true;
    if (setup.resume) {
      return await resumeExport(
        client,
        { ...setup, resume: setup.resume },
        { label: job.kind, retries, cancelOnUnsubscribe, budget },
        ctx,
      );
    }
    const { checkCredits, validateJobRequest } = await import('./credit-check.js');
    // Bad input is refused before anything is sent for it: the change-tracking probe, the balance.
    validateJobRequest(job.kind, asked);
    const request = await changeAwareRequest(job, asked, setup.changes, { client, ctx });
    if (run && startFirst) {
      // An earlier attempt of this fleet run sent the start and may have created the job, and even exported
      // some or all of it, without the run recording it. The start is sent again first (its key answers 409
      // if that job exists, and the job is found), and the job's export is then looked for in the destination.
      await checkCredits(client, job.kind, request, budget, ctx);
      const options = { idempotencyKey: run.startKey, keySentAt: run.keySentAt };
      const start = await firstValueFrom(
        job.startOnly(client, request as R, { ...options, ...(extraFields ? { extraFields } : {}) }),
      );
      run.started({ id: start.id, kind: job.kind });
      return await runJobExport(job, input, { ...ctx, run: { ...run, adoptJob: start.id } });
    }
    // The deadline counts from here, a moment before the job is started.
    const limits = budgetOptions(budget);
    return await exportPages(
      {
        kind: job.kind,
        label: job.kind,
        output: setup.output,
        paging: setup.paging,
        maxFailed: setup.maxFailed,
        ...(setup.dedupe ? { dedupe: setup.dedupe } : {}),
        retries,
        budget,
        ...(cap ? { cap } : {}),
        jobErrors: jobErrorsOf(client, job.kind),
        ...(setup.errorsFile === undefined ? {} : { errorsFile: setup.errorsFile }),
        ...(setup.changes
          ? { changes: { ...setup.changes, ...(job.scope ? { scope: job.scope(request as R) } : {}) } }
          : {}),
        preflight: () => checkCredits(client, job.kind, request, budget, ctx),
        pages: (hooks) => {
          const adopt = ctx.run?.adoptJob;
          if (adopt !== undefined) {
            // An earlier attempt of the run started this job: export it from its first document.
            hooks.onStart({ id: adopt });
            return jobPages(client, job.kind, adopt, { from: { skip: 0 }, ...hooks, ...limits });
          }
          return job.start(client, request as R, {
            ...hooks,
            ...limits,
            ...(ctx.run ? { idempotencyKey: ctx.run.startKey, keySentAt: ctx.run.keySentAt } : {}),
            cancelOnUnsubscribe,
            ...(extraFields ? { extraFields } : {}),
          });
        },
      },
      ctx,
    );
  } finally {
    await client.close();
  }
}

/**
 * The job's request, with the `changeTracking` format when `--changes` is asked and the server can compare
 * (probed before anything is started; the request was validated before).
 */
async function changeAwareRequest<R>(
  job: JobExport<R>,
  asked: R | undefined,
  changes: { tag: string } | undefined,
  { client, ctx }: { client: Client; ctx: CliContext },
): Promise<R | undefined> {
  const probeUrl = asked === undefined || !changes ? undefined : job.probeUrl(asked);
  if (asked === undefined || !changes || probeUrl === undefined) return asked;
  const { serviceCompares } = await import('./change-support.js');
  return (await serviceCompares(client, ctx, probeUrl)) ? job.withChanges(asked, changes.tag) : asked;
}
