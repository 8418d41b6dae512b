import { readFile } from 'node:fs/promises';
import { budgetFlags } from '../budget-flags.js';
import { withChangeTracking } from '../change-flags.js';
import { exportFlags } from '../export-flags.js';
import { extraFieldFlag } from '../extra-field-flag.js';
import { integerFlag } from '../flag-values.js';
import { runJobExport } from '../job-export.js';
import { requestFlag, requestFromFlag } from '../request-flag.js';
import { scrapeOptionFieldFlags, scrapeOptionFlags, scrapeOptionsFromFlags, string, } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/**
 * Reads a URL list file: one URL per line; blank lines and lines starting with `#` are skipped. `-` reads
 * stdin.
 */
export async function readUrlsFile(path) {
    let text;
    try {
        text = path === '-' ? await readStdin() : await readFile(path, 'utf8');
    }
    catch (error) {
        throw new UsageError(`--urls-file: cannot read ${path} (${error.code ?? 'error'})`);
    }
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length > 0 && !line.startsWith('#'));
}
async function readStdin() {
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
}
/** Builds the batch scrape request: the URLs from the arguments and `--urls-file`, plus scrape options. */
export async function batchRequestFromInput({ flags, positionals, }) {
    const base = requestFromFlag(flags, 'batch');
    const file = string(flags['urls-file']);
    const listed = Array.isArray(base.urls) ? base.urls : [];
    const urls = [...listed, ...positionals, ...(file !== undefined ? await readUrlsFile(file) : [])];
    if (urls.length === 0)
        throw new UsageError('<url...>: give at least one URL, or --urls-file FILE', 'batch');
    const request = { ...base, urls, ...scrapeOptionsFromFlags(flags) };
    const concurrency = integerFlag('max-concurrency', string(flags['max-concurrency']), { min: 1 });
    if (concurrency !== undefined)
        request.maxConcurrency = concurrency;
    // Spelled out either way: self-hosted builds reject the whole batch for one invalid URL unless told to skip.
    if (flags['fail-on-invalid-urls'] === true || request.ignoreInvalidURLs === undefined)
        request.ignoreInvalidURLs = flags['fail-on-invalid-urls'] !== true;
    return request;
}
/** `crawlstream batch <url...> -o <file>`: scrape a list of URLs as one batch job and export the pages. */
export const batchCommand = {
    name: 'batch',
    summary: 'scrape a list of URLs as one batch job and export the pages',
    usage: [
        'crawlstream batch <url...> [--urls-file FILE] [-o FILE] [options]',
        'crawlstream batch -o FILE --resume',
        'crawlstream batch --retry-failed FILE.errors.jsonl -o FILE.jsonl',
    ],
    flags: {
        field: extraFieldFlag,
        request: requestFlag,
        ...exportFlags,
        ...budgetFlags,
        'urls-file': {
            type: 'string',
            value: 'FILE',
            description: 'read URLs from FILE, one per line (- for stdin)',
        },
        'retry-failed': {
            type: 'string',
            value: 'FILE',
            description: 'scrape again the pages an errors file lists as failed, into the finished -o FILE.jsonl',
        },
        'max-concurrency': { type: 'string', value: 'N', description: 'most pages scraped at once' },
        'fail-on-invalid-urls': { type: 'boolean', description: 'reject the batch if any URL is invalid' },
        ...scrapeOptionFlags,
        'cancel-on-exit': {
            type: 'boolean',
            description: 'cancel the job on the service when stopped or failed',
        },
    },
    fieldFlags: {
        maxCredits: '--max-credits',
        urls: '<url...>',
        maxConcurrency: '--max-concurrency',
        ignoreInvalidURLs: '--fail-on-invalid-urls',
        ...scrapeOptionFieldFlags(''),
    },
    notes: [
        'Examples:',
        '  crawlstream batch https://a.example/x https://b.example/y -o pages.jsonl',
        '  crawlstream batch --urls-file urls.txt --formats markdown,html --max-concurrency 4 -o pages.parquet',
        '  crawlstream batch --retry-failed site.jsonl.errors.jsonl -o site.jsonl',
        '--retry-failed scrapes again exactly the pages an errors file lists as failed, and adds them to the finished',
        'JSONL export they are missing from, once; the errors file then lists what failed again.',
    ],
    run: async (input, ctx) => typeof input.flags['retry-failed'] === 'string'
        ? (await import('../retry-failed.js')).retryFailed(input, ctx)
        : runJobExport({
            kind: 'batch',
            request: batchRequestFromInput,
            start: (client, request, options) => client.batchScrape(request, options),
            startOnly: (client, request, options) => client.startBatchScrape(request, options),
            withChanges: (request, tag) => withChangeTracking(request, tag),
            probeUrl: (request) => request.urls[0],
        }, input, ctx),
};
