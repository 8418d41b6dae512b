import { readFile } from 'node:fs/promises';
import { lastValueFrom, toArray } from 'rxjs';
import { cliClient } from '../cli-client.js';
import { ExitCode } from '../exit-codes.js';
import { enumFlag, integerFlag } from '../flag-values.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
const actions = ['create', 'list', 'execute', 'delete'];
/** The body of `browser execute` from `--code` or `--file`, `--language` and `--timeout`. */
export async function executeRequestFromInput(flags) {
    const inline = string(flags.code);
    const file = string(flags.file);
    if ((inline === undefined) === (file === undefined)) {
        throw new UsageError('--code or --file: give exactly one of them', 'browser');
    }
    let code = inline;
    if (file !== undefined) {
        try {
            code = await readFile(file, 'utf8');
        }
        catch (error) {
            throw new UsageError(`--file: cannot read ${file} (${error.code ?? 'error'})`, 'browser');
        }
    }
    const request = {
        code: code,
    };
    if (request.code.length === 0 || request.code.length > 100_000) {
        throw new UsageError(`${file !== undefined ? '--file' : '--code'}: code must be 1 to 100000 characters`, 'browser');
    }
    const language = enumFlag('language', string(flags.language), ['node', 'python', 'bash']);
    if (language)
        request.language = language;
    const timeout = integerFlag('timeout', string(flags.timeout), { min: 1, max: 300 });
    if (timeout !== undefined)
        request.timeout = timeout;
    return request;
}
function printJson(ctx, value) {
    ctx.stdout.write(`${JSON.stringify(value, null, ctx.global.json ? undefined : 2)}\n`);
}
/** `crawlstream browser create|list|execute|delete`: remote browser sessions. */
export const browserCommand = {
    name: 'browser',
    summary: 'create, list, run code in, and delete remote browser sessions',
    usage: [
        'crawlstream browser create [--ttl S] [--activity-ttl S]',
        'crawlstream browser list [--status active|destroyed]',
        'crawlstream browser execute <sessionId> (--code CODE | --file FILE) [--language node|python|bash] [--timeout S]',
        'crawlstream browser delete <sessionId>',
    ],
    actions: {
        create: 'start a remote browser session',
        list: 'list the browser sessions',
        execute: 'run code in a browser session',
        delete: 'end a browser session',
    },
    flags: {
        ttl: { type: 'string', value: 'S', description: 'create: session lifetime in seconds, 30–3600' },
        'activity-ttl': { type: 'string', value: 'S', description: 'create: idle lifetime in seconds, 10–3600' },
        status: { type: 'string', value: 'STATUS', description: 'list: active or destroyed' },
        code: { type: 'string', value: 'CODE', description: 'execute: code to run' },
        file: { type: 'string', value: 'FILE', description: 'execute: read the code from FILE' },
        language: { type: 'string', value: 'LANG', description: 'execute: node (default), python or bash' },
        timeout: { type: 'string', value: 'S', description: 'execute: time limit in seconds, 1–300' },
    },
    fieldFlags: {
        ttl: '--ttl',
        activityTtl: '--activity-ttl',
        code: '--code',
        language: '--language',
        timeout: '--timeout',
    },
    notes: [
        'execute prints the result as JSON and exits 1 when the code failed (error set, killed or a non-zero exit code).',
        'Examples:',
        '  id=$(crawlstream browser create --json | jq -r .id)',
        '  crawlstream browser execute "$id" --code "await page.goto(\'https://example.com\'); console.log(await page.title())"',
        '  crawlstream browser delete "$id"',
    ],
    async run({ flags, positionals }, ctx) {
        const action = actions.find((name) => name === positionals[0]);
        if (action === undefined)
            throw new UsageError(`<action>: must be one of ${actions.join(', ')}`, 'browser');
        const needsId = action === 'execute' || action === 'delete';
        if (needsId && positionals.length !== 2)
            throw new UsageError(`<sessionId>: browser ${action} needs one session id`, 'browser');
        if (!needsId && positionals.length !== 1)
            throw new UsageError(`browser ${action} takes no further arguments`, 'browser');
        const sessionId = positionals[1];
        const execute = action === 'execute' ? await executeRequestFromInput(flags) : undefined;
        const { client } = await cliClient(ctx);
        try {
            switch (action) {
                case 'create': {
                    const request = {};
                    const ttl = integerFlag('ttl', string(flags.ttl), { min: 30, max: 3600 });
                    if (ttl !== undefined)
                        request.ttl = ttl;
                    const activityTtl = integerFlag('activity-ttl', string(flags['activity-ttl']), {
                        min: 10,
                        max: 3600,
                    });
                    if (activityTtl !== undefined)
                        request.activityTtl = activityTtl;
                    printJson(ctx, await lastValueFrom(client.browser.create(request)));
                    return ExitCode.ok;
                }
                case 'list': {
                    const status = enumFlag('status', string(flags.status), ['active', 'destroyed']);
                    // One JSON line per session, so `jq` and `wc -l` work on the list.
                    const sessions = await lastValueFrom(client.browser.list(status ? { status } : {}).pipe(toArray()));
                    for (const session of sessions)
                        ctx.stdout.write(`${JSON.stringify(session)}\n`);
                    return ExitCode.ok;
                }
                case 'execute': {
                    let result;
                    try {
                        result = await lastValueFrom(client.browser.execute(sessionId, execute));
                    }
                    catch (error) {
                        // The library reports code that failed inside the session as an error carrying the run's result;
                        // the CLI prints that result like any other and exits 1.
                        const failed = error.result;
                        if (failed === undefined)
                            throw error;
                        printJson(ctx, failed);
                        ctx.stderr.write(`crawlstream browser: the code failed: ${failed.error ?? `exit code ${failed.exitCode}`}\n`);
                        return ExitCode.failed;
                    }
                    printJson(ctx, result);
                    const failed = Boolean(result.error) || result.killed === true || (result.exitCode ?? 0) !== 0;
                    return failed ? ExitCode.failed : ExitCode.ok;
                }
                case 'delete':
                    printJson(ctx, await lastValueFrom(client.browser.delete(sessionId)));
                    return ExitCode.ok;
            }
        }
        finally {
            await client.close();
        }
    },
};
