import { lanceDir } from '../../sinks/lancedb/lance-target.js';
import { ExitCode } from '../exit-codes.js';
import { exportFlags } from '../export-flags.js';
import { integerFlag } from '../flag-values.js';
import { asUsageError } from '../output-target.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/**
 * `crawlstream query "QUESTION" -i vectors.duckdb`: the chunks of a vector table nearest to a question,
 * embedded with the model the table records, by the same server (`--embed-url`, else `EMBEDDINGS_URL`, else
 * OpenAI's).
 */
export const queryCommand = {
    name: 'query',
    summary: 'ask a vector table: the chunks nearest to a question',
    usage: [
        'crawlstream query QUESTION -i FILE.duckdb|postgres://USER@HOST/DB|lancedb:DIR [--table NAME] [-k N] [--json]',
    ],
    flags: {
        input: {
            type: 'string',
            short: 'i',
            value: 'DB',
            description: "the vector table's database: FILE.duckdb or postgres://USER@HOST/DB",
        },
        table: { type: 'string', value: 'NAME', description: 'the vector table (default chunks)' },
        k: { type: 'string', short: 'k', value: 'N', description: 'how many chunks (default 5)' },
        'embed-url': exportFlags['embed-url'],
    },
    notes: [
        'Prints each chunk with its score (cosine similarity), URL, headings and an excerpt; --json prints one',
        'line per chunk: { rank, score, url, heading, title, chunkIndex, text }.',
        'Example:',
        '  crawlstream query "how do I resume an export" -i vectors.duckdb -k 3',
    ],
    async run({ flags, positionals }, ctx) {
        const question = positionals.join(' ').trim();
        if (question === '')
            throw new UsageError('QUESTION: the text to look for', 'query');
        const input = string(flags.input);
        if (input === undefined)
            throw new UsageError("-i: the vector table's database (FILE.duckdb or postgres://…)", 'query');
        const k = integerFlag('k', string(flags.k), { min: 1, max: 1000 }) ?? 5;
        const [{ queryVectors }, { embeddingsClient }, { DEFAULT_EMBEDDINGS_URL }, { databaseTarget }] = await Promise.all([
            import('../../sinks/vectors/query-vectors.js'),
            import('../../embeddings/embeddings-client.js'),
            import('../../sinks/vectors/vector-destination.js'),
            import('../../sinks/table/table-destination.js'),
        ]);
        const { url } = lanceDir(input) !== undefined
            ? { url: input }
            : asUsageError(() => databaseTarget(input, ctx.env), 'query');
        const env = ctx.env;
        const hits = await queryVectors(url, question, {
            table: string(flags.table) ?? 'chunks',
            k,
            env,
            embedder: (model) => embeddingsClient({
                url: string(flags['embed-url']) ?? env.EMBEDDINGS_URL ?? DEFAULT_EMBEDDINGS_URL,
                model,
                apiKey: env.EMBEDDINGS_API_KEY ?? env.OPENAI_API_KEY,
            }),
        });
        for (const [i, hit] of hits.entries()) {
            if (ctx.global.json)
                ctx.stdout.write(`${JSON.stringify({ rank: i + 1, ...hit })}\n`);
            else {
                const under = hit.heading ? `  (${hit.heading})` : '';
                const excerpt = hit.text.replace(/\s+/g, ' ').slice(0, 240);
                ctx.stdout.write(`${i + 1}. ${hit.score.toFixed(3)}  ${hit.url}${under}\n   ${excerpt}${hit.text.length > 240 ? '…' : ''}\n`);
            }
        }
        if (hits.length === 0 && !ctx.global.json)
            ctx.stdout.write('No chunks.\n');
        return ExitCode.ok;
    },
};
