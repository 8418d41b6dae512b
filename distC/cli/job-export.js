/**
 * The run of the commands that start a job and export its pages (`crawl`, `batch`): with `--resume`, go on
 * from the checkpoint; otherwise start the job and export its pages while it runs.
 */
import { capToBudget } from '../operations/budget-cap.js';
import { budgetFromFlags, budgetOptions } from './budget-flags.js';
import { cliClient } from './cli-client.js';
import { exportSetup } from './export-flags.js';
import { exportPages } from './export-pages.js';
import { extraFieldsFromFlags } from './extra-field-flag.js';
import { jobErrorsOf, jobPages, resumeExport } from './resume-export.js';
export async function runJobExport(job, input, ctx) {
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
            return await resumeExport(client, { ...setup, resume: setup.resume }, { label: job.kind, retries, cancelOnUnsubscribe, budget }, ctx);
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
            const { firstValueFrom } = await import('rxjs');
            const options = { idempotencyKey: run.startKey, keySentAt: run.keySentAt };
            const start = await firstValueFrom(job.startOnly(client, request, { ...options, ...(extraFields ? { extraFields } : {}) }));
            run.started({ id: start.id, kind: job.kind });
            return await runJobExport(job, input, { ...ctx, run: { ...run, adoptJob: start.id } });
        }
        // The deadline counts from here, a moment before the job is started.
        const limits = budgetOptions(budget);
        return await exportPages({
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
                ? { changes: { ...setup.changes, ...(job.scope ? { scope: job.scope(request) } : {}) } }
                : {}),
            preflight: () => checkCredits(client, job.kind, request, budget, ctx),
            pages: (hooks) => {
                const adopt = ctx.run?.adoptJob;
                if (adopt !== undefined) {
                    // An earlier attempt of the run started this job: export it from its first document.
                    hooks.onStart({ id: adopt });
                    return jobPages(client, job.kind, adopt, { from: { skip: 0 }, ...hooks, ...limits });
                }
                return job.start(client, request, {
                    ...hooks,
                    ...limits,
                    ...(ctx.run ? { idempotencyKey: ctx.run.startKey, keySentAt: ctx.run.keySentAt } : {}),
                    cancelOnUnsubscribe,
                    ...(extraFields ? { extraFields } : {}),
                });
            },
        }, ctx);
    }
    finally {
        await client.close();
    }
}
/**
 * The job's request, with the `changeTracking` format when `--changes` is asked and the server can compare
 * (probed before anything is started; the request was validated before).
 */
async function changeAwareRequest(job, asked, changes, { client, ctx }) {
    const probeUrl = asked === undefined || !changes ? undefined : job.probeUrl(asked);
    if (asked === undefined || !changes || probeUrl === undefined)
        return asked;
    const { serviceCompares } = await import('./change-support.js');
    return (await serviceCompares(client, ctx, probeUrl)) ? job.withChanges(asked, changes.tag) : asked;
}
