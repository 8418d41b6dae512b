import { lastValueFrom } from 'rxjs';
import { cliClient } from '../cli-client.js';
import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { integerFlag, listFlag } from '../flag-values.js';
import { recordOutput, recordOutputFlag, writeRecords } from '../record-output.js';
import { string, strings } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/** The options the command line gives; flags not given are left to the service. */
function developerOptions(flags) {
    const options = {};
    const k = integerFlag('limit', string(flags.limit), { min: 1, max: 100 });
    if (k !== undefined)
        options.k = k;
    const passages = integerFlag('passages', string(flags.passages), { min: 1, max: 5 });
    if (passages !== undefined)
        options.passages = passages;
    const types = listFlag('types', strings(flags.types), ['doc', 'issue', 'pull_request', 'readme']);
    if (types)
        options.types = types;
    const repos = listFlag('repo', strings(flags.repo));
    if (repos)
        options.repos = repos;
    const sources = listFlag('source', strings(flags.source));
    if (sources)
        options.sources = sources;
    const topic = listFlag('topic', strings(flags.topic));
    if (topic)
        options.topic = topic;
    for (const name of ['language', 'license']) {
        const value = string(flags[name]);
        if (value !== undefined)
            options[name] = value;
    }
    const minStars = integerFlag('min-stars', string(flags['min-stars']), { min: 0 });
    if (minStars !== undefined)
        options.minStars = minStars;
    const maxStars = integerFlag('max-stars', string(flags['max-stars']), { min: 0 });
    if (maxStars !== undefined)
        options.maxStars = maxStars;
    return options;
}
/** `crawlstream developer <query>`: the developer index's ranked passages as JSONL. */
export const developerCommand = {
    name: 'developer',
    summary: 'search GitHub issues, pull requests, readmes and developer docs; results as JSONL',
    usage: ['crawlstream developer <query> [--repo OWNER/NAME]... [--types LIST] [options] [-o FILE]'],
    flags: {
        output: recordOutputFlag,
        limit: { type: 'string', value: 'N', description: 'ranked results, 1–100 (service default 10)' },
        passages: { type: 'string', value: 'N', description: 'passages per result, 1–5 (default 1)' },
        types: {
            type: 'string',
            multiple: true,
            value: 'LIST',
            description: 'doc, issue, pull_request, readme (comma-separated; default all)',
        },
        repo: {
            type: 'string',
            multiple: true,
            value: 'OWNER/NAME',
            description: 'only these repositories (≤ 20)',
        },
        source: {
            type: 'string',
            multiple: true,
            value: 'ID',
            description: 'only these documentation sources (≤ 20)',
        },
        topic: {
            type: 'string',
            multiple: true,
            value: 'T',
            description: 'repository topics that must all match (≤ 8)',
        },
        language: { type: 'string', value: 'L', description: "the repositories' primary language" },
        license: { type: 'string', value: 'SPDX', description: "the repositories' license, e.g. MIT" },
        'min-stars': { type: 'string', value: 'N', description: 'least repository stars' },
        'max-stars': { type: 'string', value: 'N', description: 'most repository stars' },
    },
    fieldFlags: {
        query: '<query>',
        k: '--limit',
        passages: '--passages',
        types: '--types',
        repos: '--repo',
        sources: '--source',
        topic: '--topic',
        language: '--language',
        license: '--license',
        min_stars: '--min-stars',
        max_stars: '--max-stars',
    },
    notes: [
        'Each output line is one result: its url, title, passages (with citation URLs) and license.',
        'Examples:',
        '  crawlstream developer "retry-after ignored" --repo nodejs/undici --types issue,pull_request',
        '  crawlstream developer "stream backpressure" --language typescript --min-stars 1000 -o hits.jsonl',
    ],
    async run({ flags, positionals }, ctx) {
        const query = positionals.join(' ').trim();
        if (query.length === 0)
            throw new UsageError('<query>: give a search query', 'developer');
        const target = recordOutput(string(flags.output), 'developer', ctx);
        const options = developerOptions(flags);
        const { client } = await cliClient(ctx);
        try {
            const answer = await lastValueFrom(client.developerSearch(query, options));
            const count = await writeRecords(answer.results, target);
            for (const status of [...(answer.repos ?? []), ...(answer.sources ?? [])]) {
                if (!status.indexed)
                    info(ctx, `Not indexed: ${'repo' in status ? status.repo : status.source}`);
            }
            info(ctx, `${count} results.`);
            return ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
