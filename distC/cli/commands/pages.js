import { cliClient } from '../cli-client.js';
import { exportFlags, exportSetup } from '../export-flags.js';
import { exportPages } from '../export-pages.js';
import { integerFlag } from '../flag-values.js';
import { jobErrorsOf, jobPages } from '../resume-export.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/** `crawlstream pages <jobId>`: export the documents of an existing crawl or batch job. */
export const pagesCommand = {
    name: 'pages',
    summary: 'export the documents of an existing crawl (or --batch job), or resume an export',
    usage: ['crawlstream pages <jobId> [--batch] [-o FILE] [--resume | --skip N]'],
    flags: {
        ...exportFlags,
        batch: { type: 'boolean', description: 'the id is a batch scrape job, not a crawl' },
        skip: { type: 'string', value: 'N', description: 'start after the first N documents of the job' },
    },
    fieldFlags: { '': '<jobId>', id: '<jobId>', jobId: '<jobId>' },
    notes: [
        'Examples:',
        '  crawlstream pages 0199a4c2-5b8e-7f3d-9c1a-2e4f6a8b0c1d -o site.jsonl',
        '  crawlstream pages 0199a4c2-5b8e-7f3d-9c1a-2e4f6a8b0c1d -o site.jsonl --resume',
        '  crawlstream pages 0199a4c2-5b8e-7f3d-9c1a-2e4f6a8b0c1d --skip 1200 > rest.jsonl',
    ],
    async run({ flags, positionals }, ctx) {
        if (positionals.length !== 1)
            throw new UsageError('<jobId>: give exactly one job id', 'pages');
        const jobId = positionals[0];
        const kind = flags.batch === true ? 'batch' : 'crawl';
        const skipFlag = integerFlag('skip', string(flags.skip), { min: 0 });
        if (skipFlag !== undefined && flags.resume === true) {
            throw new UsageError('--skip: cannot be combined with --resume (the checkpoint says where to start)', 'pages');
        }
        const setup = await exportSetup(flags, ctx, { id: jobId });
        const resume = setup.resume;
        if (resume && resume.jobId !== jobId) {
            throw new UsageError(`--resume: the checkpoint beside ${flags.output} belongs to job ${resume.jobId}, not ${jobId}`, 'pages');
        }
        const skip = resume?.skip ?? skipFlag ?? 0;
        const { client, retries } = await cliClient(ctx);
        try {
            return await exportPages({
                kind,
                label: kind,
                output: setup.output,
                jobId,
                startSkip: skip,
                paging: setup.paging,
                maxFailed: setup.maxFailed,
                ...(resume ? { resumeFrom: resume } : {}),
                ...(setup.dedupe ? { dedupe: setup.dedupe } : {}),
                retries,
                jobErrors: jobErrorsOf(client, kind),
                ...(setup.errorsFile === undefined ? {} : { errorsFile: setup.errorsFile }),
                ...(setup.changes ? { changes: setup.changes } : {}),
                pages: (hooks) => jobPages(client, kind, jobId, { from: { skip }, ...hooks }),
            }, ctx);
        }
        finally {
            await client.close();
        }
    },
};
