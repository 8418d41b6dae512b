import { cliClient } from '../cli-client.js';
import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { integerFlag, listFlag } from '../flag-values.js';
import { recordOutput, recordOutputFlag, writeRecords } from '../record-output.js';
import { string, strings } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/** The options the command line gives; flags not given are left to the service. */
function paperOptions(flags) {
    const options = {};
    const k = integerFlag('limit', string(flags.limit), { min: 1 });
    if (k !== undefined)
        options.k = k;
    const authors = listFlag('author', strings(flags.author));
    if (authors)
        options.authors = authors;
    const categories = listFlag('category', strings(flags.category));
    if (categories)
        options.categories = categories;
    for (const name of ['from', 'to']) {
        const value = string(flags[name]);
        if (value !== undefined)
            options[name] = value;
    }
    return options;
}
/** `crawlstream papers <query>`: research papers whose abstracts answer the query, as JSONL. */
export const papersCommand = {
    name: 'papers',
    summary: 'search research papers (PubMed, bioRxiv, medRxiv, arXiv) by abstract; results as JSONL',
    usage: [
        'crawlstream papers <query> [--limit N] [--author NAME]... [--category C]... [--from DATE] [--to DATE] [-o FILE]',
    ],
    flags: {
        output: recordOutputFlag,
        limit: { type: 'string', value: 'N', description: 'papers to return (service default 10)' },
        author: { type: 'string', multiple: true, value: 'NAME', description: 'only papers by these authors' },
        category: {
            type: 'string',
            multiple: true,
            value: 'C',
            description: 'paper subject categories, e.g. q-bio.GN, cs.IR',
        },
        from: { type: 'string', value: 'DATE', description: 'published on or after, YYYY-MM-DD' },
        to: { type: 'string', value: 'DATE', description: 'published on or before, YYYY-MM-DD' },
    },
    fieldFlags: {
        query: '<query>',
        k: '--limit',
        authors: '--author',
        categories: '--category',
        from: '--from',
        to: '--to',
    },
    notes: [
        'Each output line is one paper: paperId, title, abstract, score. The library reads a paper and its',
        'related papers too (client.research.getPaper, similarPapers).',
        'Example:',
        '  crawlstream papers "CRISPR base editing off-target effects" --limit 20 --from 2022-01-01',
    ],
    async run({ flags, positionals }, ctx) {
        const query = positionals.join(' ').trim();
        if (query.length === 0)
            throw new UsageError('<query>: give a search query', 'papers');
        const target = recordOutput(string(flags.output), 'papers', ctx);
        const options = paperOptions(flags);
        const { client } = await cliClient(ctx);
        try {
            const count = await writeRecords(client.research.searchPapers(query, options), target);
            info(ctx, `${count} papers.`);
            return ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
