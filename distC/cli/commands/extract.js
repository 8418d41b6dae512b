import { readFile } from 'node:fs/promises';
import { lastValueFrom } from 'rxjs';
import { cliClient } from '../cli-client.js';
import { warn } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { extraFieldFlag, extraFieldsFromFlags } from '../extra-field-flag.js';
import { urlValue } from '../flag-values.js';
import { pollOptions } from '../global-flags.js';
import { recordOutput, recordOutputFlag, writeRecords } from '../record-output.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/** Reads a JSON Schema file for `--schema`; a missing file or bad JSON is a usage error naming the flag. */
export async function readSchemaFile(path) {
    let text;
    try {
        text = await readFile(path, 'utf8');
    }
    catch (error) {
        throw new UsageError(`--schema: cannot read ${path} (${error.code ?? 'error'})`, 'extract');
    }
    let schema;
    try {
        schema = JSON.parse(text);
    }
    catch (error) {
        throw new UsageError(`--schema: ${path} is not valid JSON (${error.message})`, 'extract');
    }
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new UsageError(`--schema: ${path} must hold a JSON Schema object`, 'extract');
    }
    return schema;
}
/** The extract request the command line describes; flags not given are left to the service. */
export async function extractRequestFromInput({ flags, positionals, }) {
    if (positionals.length === 0)
        throw new UsageError('<url...>: give at least one URL (globs such as /* allowed)', 'extract');
    const request = { urls: positionals.map((url) => urlValue('<url...>', url)) };
    const prompt = string(flags.prompt);
    if (prompt !== undefined)
        request.prompt = prompt;
    const schemaPath = string(flags.schema);
    if (schemaPath !== undefined)
        request.schema = await readSchemaFile(schemaPath);
    if (prompt === undefined && schemaPath === undefined) {
        throw new UsageError('--prompt or --schema: give at least one of them', 'extract');
    }
    if (flags['show-sources'] === true)
        request.showSources = true;
    if (flags['enable-web-search'] === true)
        request.enableWebSearch = true;
    if (flags['ignore-sitemap'] === true)
        request.ignoreSitemap = true;
    return request;
}
/** `crawlstream extract <url...>`: structured data from pages, guided by a prompt and/or JSON Schema. */
export const extractCommand = {
    name: 'extract',
    summary: 'pull structured data from pages with a prompt and/or a JSON Schema',
    usage: ['crawlstream extract <url...> [--prompt P] [--schema schema.json] [-o FILE]'],
    flags: {
        field: extraFieldFlag,
        output: recordOutputFlag,
        prompt: { type: 'string', value: 'TEXT', description: 'what to extract, in words' },
        schema: { type: 'string', value: 'FILE', description: 'JSON Schema file the result must follow' },
        'show-sources': { type: 'boolean', description: 'include the sources used' },
        'enable-web-search': { type: 'boolean', description: 'search the web for more data' },
        'ignore-sitemap': { type: 'boolean', description: 'ignore sitemap.xml while scanning' },
    },
    fieldFlags: { urls: '<url...>', prompt: '--prompt', schema: '--schema', showSources: '--show-sources' },
    notes: [
        'Prints one JSON line: the finished extract job (its "data", and "sources" with --show-sources).',
        'Examples:',
        '  crawlstream extract https://example.com/pricing --prompt "plan names and monthly prices"',
        '  crawlstream extract "https://example.com/blog/*" --schema post.schema.json --show-sources',
    ],
    async run(input, ctx) {
        const target = recordOutput(string(input.flags.output), 'extract', ctx);
        const request = await extractRequestFromInput(input);
        const extraFields = extraFieldsFromFlags(input.flags);
        const { client } = await cliClient(ctx);
        try {
            const result = await lastValueFrom(client.extract(request, {
                onWarning: (warning) => warn(ctx, `Warning from the service: ${warning}`),
                ...(extraFields ? { extraFields } : {}),
                ...pollOptions(ctx.global),
            }));
            await writeRecords([result], target);
            return ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
