/**
 * `crawlstream batch --retry-failed FILE -o OUTPUT.jsonl`: scrapes again exactly the pages an errors file
 * lists as failed, as one batch job, and appends what it scrapes to the finished export they were missing
 * from. The output is reopened at its end with a checkpoint naming the new job, so the retry resumes after
 * a crash like any export (`--resume`), and every page ends up in the file once.
 */
import { readFile } from 'node:fs/promises';
import { firstValueFrom } from 'rxjs';
import { budgetFromFlags } from './budget-flags.js';
import { cliClient } from './cli-client.js';
import { info } from './cli-context.js';
import { ExitCode } from './exit-codes.js';
import { exportSetup } from './export-flags.js';
import { extraFieldsFromFlags } from './extra-field-flag.js';
import { plural } from './plural.js';
import { resumeExport } from './resume-export.js';
import { scrapeOptionsFromFlags, string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
/** The URLs an errors file lists as failed, each once, in file order. */
export async function failedUrls(file) {
    let text;
    try {
        text = await readFile(file, 'utf8');
    }
    catch (error) {
        throw new UsageError(`--retry-failed: cannot read ${file} (${error.code ?? 'error'})`);
    }
    const urls = new Set();
    for (const [index, line] of text.split('\n').entries()) {
        if (line.trim() === '')
            continue;
        let record;
        try {
            record = JSON.parse(line);
        }
        catch {
            throw new UsageError(`--retry-failed: line ${index + 1} of ${file} is not JSON; give an errors file crawlstream wrote`);
        }
        if (record.reason === 'failed' && typeof record.url === 'string')
            urls.add(record.url);
    }
    return [...urls];
}
/** Runs the retry: checks, starts the batch job, reopens the output for it and exports its pages. */
export async function retryFailed(input, ctx) {
    const { flags } = input;
    const file = string(flags['retry-failed']);
    if (input.positionals.length > 0 || flags['urls-file'] !== undefined) {
        throw new UsageError('--retry-failed: takes its URLs from the errors file; give no other URLs', 'batch');
    }
    if (flags.resume === true) {
        throw new UsageError('--retry-failed: an interrupted retry continues with --resume alone (without --retry-failed)', 'batch');
    }
    const output = string(flags.output);
    if (output === undefined || !/\.(jsonl|ndjson)(\.gz)?$/i.test(output)) {
        throw new UsageError('--retry-failed: needs -o FILE.jsonl, the finished export the pages are missing from', 'batch');
    }
    const { readCheckpoint } = await import('../sinks/index.js');
    const finished = await readCheckpoint(output);
    if (!finished?.complete) {
        throw new UsageError(`--retry-failed: ${output} holds no finished export to add the pages to (finish it first with --resume)`, 'batch');
    }
    const urls = await failedUrls(file);
    if (urls.length === 0) {
        info(ctx, `No failed pages in ${file}: nothing to retry.`);
        return ExitCode.ok;
    }
    // The retry adds to the finished export on purpose (reopenExport below), so its file is no refusal.
    const setup = await exportSetup({ ...flags, overwrite: true }, ctx);
    const request = { urls, ...scrapeOptionsFromFlags(flags), ignoreInvalidURLs: true };
    const budget = budgetFromFlags(flags);
    const extraFields = extraFieldsFromFlags(flags);
    const { client, retries } = await cliClient(ctx);
    try {
        const { checkCredits, validateJobRequest } = await import('./credit-check.js');
        validateJobRequest('batch', request);
        await checkCredits(client, 'batch', request, budget, ctx);
        const start = await firstValueFrom(client.startBatchScrape(request, extraFields ? { extraFields } : {}));
        const { reopenExport } = await import('../sinks/reopen-export.js');
        const reopened = await reopenExport(output, { jobId: start.id, kind: 'batch' });
        info(ctx, `Retrying ${plural(urls.length, 'failed page')} of ${file} as batch job ${start.id}, into ${output}.`);
        return await resumeExport(client, {
            ...setup,
            resume: {
                jobId: start.id,
                kind: 'batch',
                skip: 0,
                records: reopened.records,
                bytes: reopened.jsonBytes,
                complete: false,
            },
        }, { label: 'retry', retries, cancelOnUnsubscribe: flags['cancel-on-exit'] === true, budget }, ctx);
    }
    finally {
        await client.close();
    }
}
