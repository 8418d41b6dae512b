import { crawlScope } from '../../changes/crawl-scope.js';
import { budgetFlags } from '../budget-flags.js';
import { withChangeTracking } from '../change-flags.js';
import { exportFlags } from '../export-flags.js';
import { extraFieldFlag } from '../extra-field-flag.js';
import { enumFlag, integerFlag, numberFlag, urlValue } from '../flag-values.js';
import { runJobExport } from '../job-export.js';
import { requestFlag, requestFromFlag } from '../request-flag.js';
import { scrapeOptionFieldFlags, scrapeOptionFlags, scrapeOptionsFromFlags, string, strings, } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/**
 * Builds the crawl request from the command line. Flags not given stay out of the request, so the service
 * applies its own defaults.
 */
export function crawlRequestFromInput({ flags, positionals }) {
    const base = requestFromFlag(flags, 'crawl');
    const given = positionals.length === 0 && typeof base.url === 'string' ? [base.url] : positionals;
    if (given.length !== 1)
        throw new UsageError('<url>: give exactly one start URL', 'crawl');
    const request = { ...base, url: urlValue('<url>', given[0]) };
    const limit = integerFlag('limit', string(flags.limit), { min: 1 });
    if (limit !== undefined)
        request.limit = limit;
    const includePaths = strings(flags['include-paths']);
    if (includePaths)
        request.includePaths = checkRegexes('include-paths', includePaths);
    const excludePaths = strings(flags['exclude-paths']);
    if (excludePaths)
        request.excludePaths = checkRegexes('exclude-paths', excludePaths);
    const depth = integerFlag('max-depth', string(flags['max-depth']), { min: 0 });
    if (depth !== undefined)
        request.maxDiscoveryDepth = depth;
    const sitemap = enumFlag('sitemap', string(flags.sitemap), ['include', 'skip', 'only']);
    if (sitemap)
        request.sitemap = sitemap;
    if (flags['crawl-entire-domain'] === true)
        request.crawlEntireDomain = true;
    if (flags['allow-subdomains'] === true)
        request.allowSubdomains = true;
    if (flags['allow-external-links'] === true)
        request.allowExternalLinks = true;
    if (flags['ignore-query-parameters'] === true)
        request.ignoreQueryParameters = true;
    if (flags['regex-on-full-url'] === true)
        request.regexOnFullURL = true;
    const delay = numberFlag('delay', string(flags.delay), { min: 0 });
    if (delay !== undefined)
        request.delay = delay;
    const concurrency = integerFlag('max-concurrency', string(flags['max-concurrency']), { min: 1 });
    if (concurrency !== undefined)
        request.maxConcurrency = concurrency;
    const prompt = string(flags.prompt);
    if (prompt !== undefined)
        request.prompt = prompt;
    const scrapeOptions = scrapeOptionsFromFlags(flags);
    if (scrapeOptions)
        request.scrapeOptions = { ...request.scrapeOptions, ...scrapeOptions };
    return request;
}
function checkRegexes(flag, patterns) {
    for (const pattern of patterns) {
        try {
            new RegExp(pattern);
        }
        catch {
            throw new UsageError(`--${flag}: not a valid regular expression: ${pattern}`, 'crawl');
        }
    }
    return patterns;
}
/** `crawlstream crawl <url> -o <file>`: start a crawl and export its documents while it runs. */
export const crawlCommand = {
    name: 'crawl',
    summary: 'crawl a site and export every page while the crawl runs',
    usage: ['crawlstream crawl <url> [-o FILE] [options]', 'crawlstream crawl <url> -o FILE --resume'],
    flags: {
        field: extraFieldFlag,
        request: requestFlag,
        ...exportFlags,
        ...budgetFlags,
        limit: { type: 'string', value: 'N', description: 'most pages to crawl (service default 10000)' },
        'include-paths': {
            type: 'string',
            multiple: true,
            value: 'RE',
            description: 'only crawl paths matching RE',
        },
        'exclude-paths': { type: 'string', multiple: true, value: 'RE', description: 'skip paths matching RE' },
        'max-depth': {
            type: 'string',
            value: 'N',
            description: 'maximum discovery depth (root and sitemap are 0)',
        },
        sitemap: { type: 'string', value: 'MODE', description: 'include, skip or only' },
        'crawl-entire-domain': { type: 'boolean', description: 'follow sibling and parent links too' },
        'allow-subdomains': { type: 'boolean', description: 'follow links to subdomains' },
        'allow-external-links': { type: 'boolean', description: 'follow links to other sites' },
        'ignore-query-parameters': { type: 'boolean', description: 'one page per path whatever its query' },
        'regex-on-full-url': { type: 'boolean', description: 'match path patterns against the full URL' },
        delay: { type: 'string', value: 'S', description: 'seconds between scrapes' },
        'max-concurrency': { type: 'string', value: 'N', description: 'most pages scraped at once' },
        prompt: { type: 'string', value: 'TEXT', description: 'describe the crawl in words; flags override' },
        ...scrapeOptionFlags,
        'cancel-on-exit': {
            type: 'boolean',
            description: 'cancel the crawl on the service when stopped or failed',
        },
    },
    fieldFlags: {
        url: '<url>',
        limit: '--limit',
        includePaths: '--include-paths',
        excludePaths: '--exclude-paths',
        maxDiscoveryDepth: '--max-depth',
        sitemap: '--sitemap',
        delay: '--delay',
        maxConcurrency: '--max-concurrency',
        prompt: '--prompt',
        maxCredits: '--max-credits',
        ...scrapeOptionFieldFlags('scrapeOptions.'),
    },
    notes: [
        'Examples:',
        '  crawlstream crawl https://example.com --limit 500 -o site.parquet',
        '  crawlstream crawl https://example.com --include-paths "^/blog/" --formats markdown,links -o blog.jsonl.gz',
        '  crawlstream crawl https://example.com -o - | jq -r .metadata.sourceURL',
        'After Ctrl-C or a failure, the printed command (or the same command with --resume) continues the export.',
    ],
    run: (input, ctx) => runJobExport({
        kind: 'crawl',
        request: crawlRequestFromInput,
        start: (client, request, options) => client.crawl(request, options),
        startOnly: (client, request, options) => client.startCrawl(request, options),
        withChanges: (request, tag) => ({
            ...request,
            scrapeOptions: withChangeTracking(request.scrapeOptions, tag),
        }),
        probeUrl: (request) => request.url,
        scope: (request) => crawlScope(request),
    }, input, ctx),
};
