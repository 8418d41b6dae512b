import { filter } from 'rxjs';
import { cliClient } from '../cli-client.js';
import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { extraFieldFlag, extraFieldsFromFlags } from '../extra-field-flag.js';
import { enumFlag, integerFlag, urlValue } from '../flag-values.js';
import { recordOutput, recordOutputFlag, writeRecords } from '../record-output.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/** The map request the command line describes; flags not given are left to the service. */
export function mapRequestFromInput({ flags, positionals }) {
    if (positionals.length !== 1)
        throw new UsageError('<url>: give exactly one site URL', 'map');
    const request = { url: urlValue('<url>', positionals[0]) };
    const search = string(flags.search);
    if (search !== undefined)
        request.search = search;
    const limit = integerFlag('limit', string(flags.limit), { min: 1, max: 100_000 });
    if (limit !== undefined)
        request.limit = limit;
    const sitemap = enumFlag('sitemap', string(flags.sitemap), ['include', 'skip', 'only']);
    if (sitemap)
        request.sitemap = sitemap;
    if (flags['include-subdomains'] === true)
        request.includeSubdomains = true;
    if (flags['ignore-cache'] === true)
        request.ignoreCache = true;
    const timeout = integerFlag('timeout', string(flags.timeout), { min: 1 });
    if (timeout !== undefined)
        request.timeout = timeout;
    return request;
}
/** `crawlstream map <url>`: list a site's URLs as JSONL (`{url, title?, description?}`). */
export const mapCommand = {
    name: 'map',
    summary: "list a site's URLs quickly, optionally ranked by a search term",
    usage: ['crawlstream map <url> [--search TERM] [--limit N] [-o FILE]'],
    flags: {
        field: extraFieldFlag,
        output: recordOutputFlag,
        search: { type: 'string', value: 'TERM', description: 'order links by relevance to TERM' },
        limit: { type: 'string', value: 'N', description: 'most links, 1–100000 (service default 5000)' },
        sitemap: { type: 'string', value: 'MODE', description: 'include, skip or only' },
        'include-subdomains': { type: 'boolean', description: 'include subdomains' },
        'ignore-cache': { type: 'boolean', description: 'bypass the sitemap cache' },
        timeout: { type: 'string', value: 'MS', description: 'map timeout in milliseconds' },
        match: { type: 'string', value: 'RE', description: 'keep only links whose URL matches RE (client side)' },
    },
    fieldFlags: {
        url: '<url>',
        search: '--search',
        limit: '--limit',
        sitemap: '--sitemap',
        timeout: '--timeout',
    },
    notes: [
        'Examples:',
        '  crawlstream map https://example.com --search blog --limit 100',
        '  crawlstream map https://example.com --match "/docs/" -o docs-urls.jsonl',
    ],
    async run(input, ctx) {
        const target = recordOutput(string(input.flags.output), 'map', ctx);
        const request = mapRequestFromInput(input);
        const pattern = string(input.flags.match);
        let match;
        if (pattern !== undefined) {
            try {
                match = new RegExp(pattern);
            }
            catch {
                throw new UsageError(`--match: not a valid regular expression: ${pattern}`, 'map');
            }
        }
        const extraFields = extraFieldsFromFlags(input.flags);
        const { client } = await cliClient(ctx);
        try {
            const links = client
                .map(request, extraFields ? { extraFields } : {})
                .pipe(filter((link) => match === undefined || match.test(link.url)));
            const count = await writeRecords(links, target);
            info(ctx, `${count} links.`);
            return ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
