import { map } from 'rxjs';
import { cliClient } from '../cli-client.js';
import { info, warn } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { extraFieldFlag, extraFieldsFromFlags } from '../extra-field-flag.js';
import { integerFlag, listFlag } from '../flag-values.js';
import { recordOutput, recordOutputFlag, writeRecords } from '../record-output.js';
import { formatNames, string, strings } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/** The search request the command line describes; flags not given are left to the service. */
export function searchRequestFromInput({ flags, positionals }) {
    const query = positionals.join(' ').trim();
    if (query.length === 0)
        throw new UsageError('<query>: give a search query', 'search');
    const request = { query };
    const limit = integerFlag('limit', string(flags.limit), { min: 1, max: 100 });
    if (limit !== undefined)
        request.limit = limit;
    const sources = listFlag('sources', strings(flags.sources), ['web', 'images', 'news']);
    if (sources)
        request.sources = sources.map((type) => ({ type }));
    const categories = listFlag('categories', strings(flags.categories), ['github', 'research', 'pdf']);
    if (categories)
        request.categories = categories.map((type) => ({ type }));
    for (const [flag, field] of [
        ['tbs', 'tbs'],
        ['location', 'location'],
        ['country', 'country'],
    ]) {
        const value = string(flags[flag]);
        if (value !== undefined)
            request[field] = value;
    }
    const timeout = integerFlag('timeout', string(flags.timeout), { min: 1 });
    if (timeout !== undefined)
        request.timeout = timeout;
    if (flags['ignore-invalid-urls'] === true)
        request.ignoreInvalidURLs = true;
    const formats = listFlag('formats', strings(flags.formats), formatNames);
    if (formats)
        request.scrapeOptions = { formats };
    return request;
}
/** `crawlstream search <query>`: web, image and news results as JSONL, optionally scraped. */
export const searchCommand = {
    name: 'search',
    summary: 'search the web (and images, news); results as JSONL, optionally scraped',
    usage: ['crawlstream search <query> [options] [-o FILE]'],
    flags: {
        field: extraFieldFlag,
        output: recordOutputFlag,
        limit: { type: 'string', value: 'N', description: 'results per source, 1–100' },
        sources: {
            type: 'string',
            multiple: true,
            value: 'LIST',
            description: 'web, images, news (comma-separated)',
        },
        categories: {
            type: 'string',
            multiple: true,
            value: 'LIST',
            description: 'github, research, pdf (comma-separated)',
        },
        tbs: { type: 'string', value: 'V', description: 'time filter, e.g. qdr:w or sbd:1,qdr:m' },
        location: { type: 'string', value: 'V', description: 'geo-target, e.g. "Berlin,Germany"' },
        country: { type: 'string', value: 'CC', description: 'ISO country code, e.g. DE' },
        timeout: { type: 'string', value: 'MS', description: 'search timeout in milliseconds' },
        'ignore-invalid-urls': {
            type: 'boolean',
            description: 'drop results whose URLs other operations reject',
        },
        formats: {
            type: 'string',
            multiple: true,
            value: 'LIST',
            description: 'scrape each result: markdown, html, links, ...',
        },
    },
    fieldFlags: {
        query: '<query>',
        limit: '--limit',
        sources: '--sources',
        categories: '--categories',
        tbs: '--tbs',
        location: '--location',
        country: '--country',
        timeout: '--timeout',
        'scrapeOptions.formats': '--formats',
    },
    notes: [
        'Each output line is one result with its "source" (web, images or news).',
        'Examples:',
        '  crawlstream search "site:example.com pricing" --limit 10',
        '  crawlstream search "rxjs backpressure" --sources web,news --formats markdown -o hits.jsonl',
    ],
    async run(input, ctx) {
        const target = recordOutput(string(input.flags.output), 'search', ctx);
        const request = searchRequestFromInput(input);
        const extraFields = extraFieldsFromFlags(input.flags);
        const { client } = await cliClient(ctx);
        try {
            const count = await writeRecords(client
                .search(request, {
                onWarning: (warning) => warn(ctx, `Warning from the service: ${warning}`),
                ...(extraFields ? { extraFields } : {}),
            })
                .pipe(map(({ source, item }) => ({ source, ...item }))), target);
            info(ctx, `${count} results.`);
            return ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
