import { lastValueFrom, tap } from 'rxjs';
import { cliClient } from '../cli-client.js';
import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { enumFlag, integerFlag, urlValue } from '../flag-values.js';
import { pollOptions } from '../global-flags.js';
import { recordOutput, recordOutputFlag, writeRecords } from '../record-output.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
import { readSchemaFile } from './extract.js';
function urls(value) {
    const all = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return all.filter((v) => typeof v === 'string').map((url) => urlValue('--url', url));
}
/** The agent request the command line describes; flags not given are left to the service. */
async function agentRequest({ flags, positionals }) {
    if (positionals.length !== 1)
        throw new UsageError('"<prompt>": give the task as one argument (quote it)', 'agent');
    const request = { prompt: positionals[0] };
    const pages = urls(flags.url);
    if (pages.length > 0)
        request.urls = pages;
    const schemaPath = string(flags.schema);
    if (schemaPath !== undefined)
        request.schema = await readSchemaFile(schemaPath);
    const maxCredits = integerFlag('max-credits', string(flags['max-credits']), { min: 1 });
    if (maxCredits !== undefined)
        request.maxCredits = maxCredits;
    if (flags.strict === true) {
        if (pages.length === 0)
            throw new UsageError('--strict: only with --url', 'agent');
        request.strictConstrainToURLs = true;
    }
    const model = string(flags.model);
    if (model !== undefined)
        request.model = model;
    const effort = enumFlag('effort', string(flags.effort), ['low', 'medium', 'high']);
    if (effort !== undefined)
        request.effort = effort;
    return request;
}
/** `crawlstream agent "<prompt>"`: runs an agent job to its end and writes its result. */
export const agentCommand = {
    name: 'agent',
    summary: 'run an agent job: a task in words, an optional JSON Schema, the result as JSON',
    usage: ['crawlstream agent "<prompt>" [--url URL...] [--schema FILE] [--max-credits N] [-o FILE]'],
    flags: {
        output: recordOutputFlag,
        url: { type: 'string', multiple: true, value: 'URL', description: 'a page to start from' },
        strict: { type: 'boolean', description: 'visit only the --url pages' },
        schema: { type: 'string', value: 'FILE', description: 'JSON Schema file the result must follow' },
        'max-credits': {
            type: 'string',
            value: 'N',
            description: 'most credits the job may spend (the service: 2500)',
        },
        model: {
            type: 'string',
            value: 'MODEL',
            description: 'spark-1-mini (the service default) or spark-1-pro',
        },
        effort: { type: 'string', value: 'LEVEL', description: 'low, medium or high' },
    },
    fieldFlags: {
        prompt: '"<prompt>"',
        urls: '--url',
        schema: '--schema',
        maxCredits: '--max-credits',
        model: '--model',
    },
    notes: [
        'Prints its progress (status and credits) on stderr, and writes one JSON record: the finished job',
        '(id, status, data, creditsUsed, model). A failed or cancelled job exits 1.',
        'Examples:',
        '  crawlstream agent "the pricing tiers of example.com" --schema tiers.schema.json -o tiers.json',
        '  crawlstream agent "founders of the company" --url https://example.com/about --strict',
    ],
    async run(input, ctx) {
        const target = recordOutput(string(input.flags.output), 'agent', ctx);
        const request = await agentRequest(input);
        const { client } = await cliClient(ctx);
        try {
            let id = '';
            const done = await lastValueFrom(client
                .agent(request, { onStart: (start) => (id = start.id), ...pollOptions(ctx.global) })
                .pipe(tap((s) => info(ctx, `agent ${id}: ${s.status}, ${s.creditsUsed ?? 0} credits used`))));
            await writeRecords([{ id, ...done }], target);
            info(ctx, `Agent job ${id} completed; it cost ${done.creditsUsed ?? 0} credits.`);
            return ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
