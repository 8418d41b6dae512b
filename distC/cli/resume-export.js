import { budgetOptions } from './budget-flags.js';
import { exportPages } from './export-pages.js';
/** The pages of an existing job of either kind, from a cursor: what `pages` and every `--resume` read. */
export function jobPages(client, kind, jobId, options) {
    return kind === 'batch' ? client.batchScrapePages(jobId, options) : client.crawlPages(jobId, options);
}
/** The failed pages of an existing job of either kind. */
export function jobErrorsOf(client, kind) {
    return (jobId) => (kind === 'batch' ? client.batchScrapeErrors(jobId) : client.crawlErrors(jobId));
}
/**
 * `crawl --resume` and `batch --resume`: continues the job the checkpoint names (its own kind decides which
 * job it is) at the checkpoint's cursor, appending to the same file.
 */
export function resumeExport(client, setup, options, ctx) {
    const { resume } = setup;
    const limits = options.budget ? budgetOptions(options.budget) : {};
    return exportPages({
        kind: resume.kind,
        label: options.label,
        output: setup.output,
        jobId: resume.jobId,
        resumeFrom: resume,
        paging: setup.paging,
        maxFailed: setup.maxFailed,
        ...(setup.dedupe ? { dedupe: setup.dedupe } : {}),
        retries: options.retries,
        jobErrors: jobErrorsOf(client, resume.kind),
        ...(setup.errorsFile === undefined ? {} : { errorsFile: setup.errorsFile }),
        ...(setup.changes ? { changes: setup.changes } : {}),
        ...(options.budget ? { budget: options.budget } : {}),
        pages: (hooks) => jobPages(client, resume.kind, resume.jobId, {
            from: { skip: resume.skip },
            ...hooks,
            ...limits,
            cancelOnUnsubscribe: options.cancelOnUnsubscribe,
        }),
    }, ctx);
}
