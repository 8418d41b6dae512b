import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { firstValueFrom } from 'rxjs';
import { cliClient } from '../cli-client.js';
import { info, warn } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { enumFlag, integerFlag, listFlag } from '../flag-values.js';
import { plural } from '../plural.js';
import { recordOutput, recordOutputFlag, writeRecords } from '../record-output.js';
import { string, strings } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
import { isValidationError } from '../validation-message.js';
/** What `tools find` asks for; flags not given are left to the service. */
function findOptions(flags) {
    const options = {};
    const level = enumFlag('level', string(flags.level), ['providers', 'groups', 'tools']);
    if (level)
        options.level = level;
    for (const [flag, field] of [
        ['provider', 'providers'],
        ['group', 'groups'],
        ['category', 'categories'],
        ['capability', 'capabilities'],
        ['url', 'urls'],
    ]) {
        const values = listFlag(flag, strings(flags[flag]));
        if (values)
            options[field] = values;
    }
    const expand = listFlag('expand', strings(flags.expand), ['options', 'response', 'examples']);
    if (expand)
        options.expand = expand;
    const limit = integerFlag('limit', string(flags.limit), { min: 1 });
    if (limit !== undefined)
        options.limit = limit;
    return options;
}
/** The calls of `tools call`: `PROVIDER CAPABILITY` with `--option NAME=VALUE`, or `--file CALLS.json`. */
async function callsFromInput({ flags, positionals }) {
    const file = string(flags.file);
    if (file !== undefined) {
        if (positionals.length > 1)
            throw new UsageError('call: give PROVIDER CAPABILITY or --file, not both', 'tools');
        const parsed = JSON.parse(await readFile(file, 'utf8'));
        return (Array.isArray(parsed) ? parsed : [parsed]);
    }
    const [, provider, capability, extra] = positionals;
    if (provider === undefined || capability === undefined || extra !== undefined)
        throw new UsageError('call: give PROVIDER CAPABILITY (or --file CALLS.json)', 'tools');
    const options = {};
    for (const pair of strings(flags.option) ?? []) {
        const at = pair.indexOf('=');
        if (at <= 0)
            throw new UsageError(`--option: must be NAME=VALUE; got "${pair}"`, 'tools');
        const value = pair.slice(at + 1);
        // A number or true/false is sent as one, as a JSON body would carry it.
        options[pair.slice(0, at)] = /^-?\d+(\.\d+)?$/.test(value)
            ? Number(value)
            : value === 'true'
                ? true
                : value === 'false'
                    ? false
                    : value;
    }
    return [{ provider, capability, ...(Object.keys(options).length > 0 ? { options } : {}) }];
}
/** `crawlstream tools find|call`: the service's tool catalogue. */
export const toolsCommand = {
    name: 'tools',
    summary: "find tools in the service's catalogue, and execute them (billed per call)",
    usage: [
        'crawlstream tools find [--level providers|groups|tools] [--provider P]... [--url URL]... [--expand options,response,examples] [-o FILE]',
        'crawlstream tools call PROVIDER CAPABILITY [--option NAME=VALUE]... [--request-id ID] [--timeout MS]',
        'crawlstream tools call --file CALLS.json [--request-id ID]',
    ],
    actions: {
        find: "list the catalogue's providers, groups or tools, one JSON line each",
        call: 'execute 1 to 10 tool calls; each result is one JSON line, the cost goes to stderr',
    },
    flags: {
        output: recordOutputFlag,
        level: { type: 'string', value: 'L', description: 'find: providers (service default), groups or tools' },
        provider: { type: 'string', multiple: true, value: 'P', description: 'find: only these providers' },
        group: { type: 'string', multiple: true, value: 'G', description: 'find: only these groups' },
        category: { type: 'string', multiple: true, value: 'C', description: 'find: only these categories' },
        capability: { type: 'string', multiple: true, value: 'C', description: 'find: only these capabilities' },
        url: {
            type: 'string',
            multiple: true,
            value: 'URL',
            description: 'find: tools whose contracts match these pages',
        },
        expand: {
            type: 'string',
            value: 'LIST',
            description: 'find: add options, response and/or examples to tools',
        },
        limit: { type: 'string', value: 'N', description: 'find: items per answer (every answer is read)' },
        option: {
            type: 'string',
            multiple: true,
            value: 'NAME=VALUE',
            description: 'call: an option of the tool (a number, true or false is sent as one)',
        },
        file: { type: 'string', value: 'FILE', description: 'call: a JSON call or array of calls' },
        'request-id': {
            type: 'string',
            value: 'ID',
            description: 'call: repeat the id a failed run printed, so the execution is paid once',
        },
        timeout: { type: 'string', value: 'MS', description: 'call: most milliseconds the service may spend' },
    },
    fieldFlags: {
        level: '--level',
        expand: '--expand',
        limit: '--limit',
        requestId: '--request-id',
        timeout: '--timeout',
    },
    notes: [
        'Self-hosted servers have no catalogue: the commands then say the server does not offer it (exit 1).',
        'Examples:',
        '  crawlstream tools find --level tools --url https://github.com/nodejs/undici --expand options',
        '  crawlstream tools call github repo-info --option owner=nodejs --option repo=undici',
    ],
    async run(input, ctx) {
        const [action] = input.positionals;
        const target = recordOutput(string(input.flags.output), 'tools', ctx);
        if (action === 'find') {
            if (input.positionals.length > 1)
                throw new UsageError(`unexpected argument "${input.positionals[1]}"`, 'tools');
            const options = findOptions(input.flags);
            const { client } = await cliClient(ctx);
            try {
                const count = await writeRecords(client.tools.find(options), target);
                info(ctx, `${plural(count, 'item')}.`);
                return ExitCode.ok;
            }
            finally {
                await client.close();
            }
        }
        if (action !== 'call')
            throw new UsageError('expected "find" or "call"', 'tools');
        const calls = await callsFromInput(input);
        const timeout = integerFlag('timeout', string(input.flags.timeout), { min: 1 });
        // Chosen here, so a run that fails can print it for the retry that pays once.
        const requestId = string(input.flags['request-id']) ?? randomUUID();
        const { client } = await cliClient(ctx);
        try {
            const result = await firstValueFrom(client.tools.call(calls, { ...(timeout === undefined ? {} : { timeout }), requestId })).catch((err) => {
                if (!isValidationError(err)) {
                    warn(ctx, `To retry without paying twice: the same command with --request-id ${requestId}`);
                }
                throw err;
            });
            await writeRecords(result.results, target);
            const failed = result.results.filter((r) => r.error !== undefined).length;
            info(ctx, `${plural(result.results.length, 'call')}${failed > 0 ? ` (${failed} failed)` : ''}, ${plural(result.creditsCost, 'credit')}; request id ${result.requestId}.`);
            return failed > 0 ? ExitCode.failed : ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
