import { readFile } from 'node:fs/promises';
import { lastValueFrom, tap, toArray } from 'rxjs';
import { changeFlags } from '../change-flags.js';
import { cliClient } from '../cli-client.js';
import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { exportFlags, outputFromFlags } from '../export-flags.js';
import { enumFlag, integerFlag } from '../flag-values.js';
import { pollOptions } from '../global-flags.js';
import { exportMonitor } from '../monitor-export.js';
import { asUsageError } from '../output-target.js';
import { plural } from '../plural.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
const actions = ['create', 'list', 'get', 'update', 'delete', 'run', 'checks', 'pages', 'export'];
/** How many ids each action takes after its name. */
const IDS = {
    create: 0,
    list: 0,
    get: 1,
    update: 1,
    delete: 1,
    run: 1,
    checks: 1,
    pages: 2,
    export: 1,
};
function strings(value) {
    if (value === undefined)
        return [];
    return (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string');
}
async function readJsonFile(file) {
    let text;
    try {
        text = await readFile(file, 'utf8');
    }
    catch (error) {
        throw new UsageError(`--file: cannot read ${file} (${error.code ?? 'error'})`, 'monitor');
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new UsageError(`--file: ${file} is not JSON (${error.message})`, 'monitor');
    }
}
/** The schedule from `--cron` or `--every`, and `--timezone`; `undefined` when none is given. */
function scheduleFlags(flags) {
    const cron = string(flags.cron);
    const text = string(flags.every);
    const timezone = string(flags.timezone);
    if (cron !== undefined && text !== undefined)
        throw new UsageError('--cron or --every: give one of them', 'monitor');
    if (cron === undefined && text === undefined) {
        if (timezone !== undefined)
            throw new UsageError('--timezone: only with --cron or --every', 'monitor');
        return undefined;
    }
    return { ...(cron !== undefined ? { cron } : { text: text }), ...(timezone ? { timezone } : {}) };
}
/** The targets from `--url` (one scrape target) and `--crawl` (a crawl target each, `--limit` pages). */
function targetFlags(flags) {
    const targets = [];
    const urls = strings(flags.url);
    if (urls.length > 0)
        targets.push({ type: 'scrape', urls });
    const limit = integerFlag('limit', string(flags.limit), { min: 1 });
    for (const url of strings(flags.crawl)) {
        targets.push({ type: 'crawl', url, ...(limit !== undefined ? { crawlOptions: { limit } } : {}) });
    }
    if (limit !== undefined && strings(flags.crawl).length === 0) {
        throw new UsageError('--limit: only with --crawl', 'monitor');
    }
    return targets;
}
async function createRequest(flags) {
    const file = string(flags.file);
    if (file !== undefined)
        return (await readJsonFile(file));
    const name = string(flags.name);
    const schedule = scheduleFlags(flags);
    const targets = targetFlags(flags);
    if (name === undefined)
        throw new UsageError('--name: a new monitor needs a name (or --file FILE)', 'monitor');
    if (schedule === undefined)
        throw new UsageError('--cron or --every: a new monitor needs a schedule', 'monitor');
    if (targets.length === 0)
        throw new UsageError('--url or --crawl: a new monitor needs a target', 'monitor');
    const goal = string(flags.goal);
    return { name, schedule, targets, ...(goal !== undefined ? { goal } : {}) };
}
async function updateRequest(flags) {
    const file = string(flags.file);
    if (file !== undefined)
        return (await readJsonFile(file));
    const update = {};
    const name = string(flags.name);
    if (name !== undefined)
        update.name = name;
    const schedule = scheduleFlags(flags);
    if (schedule !== undefined)
        update.schedule = schedule;
    const targets = targetFlags(flags);
    if (targets.length > 0)
        update.targets = targets;
    const status = enumFlag('status', string(flags.status), ['active', 'paused']);
    if (status !== undefined)
        update.status = status;
    if (Object.keys(update).length === 0) {
        throw new UsageError('monitor update: give what to change (--name, --cron, --every, --url, --crawl, --status or --file)', 'monitor');
    }
    return update;
}
function printJson(ctx, value) {
    ctx.stdout.write(`${JSON.stringify(value, null, ctx.global.json ? undefined : 2)}\n`);
}
function printLines(ctx, values) {
    for (const value of values)
        ctx.stdout.write(`${JSON.stringify(value)}\n`);
}
function exportPlan(flags, ctx) {
    const mode = enumFlag('changes', string(flags.changes), ['changes', 'all']) ?? 'changes';
    const pageLimit = integerFlag('page-limit', string(flags['page-limit']), { min: 1, max: 100 });
    return { output: exportOutput(flags, ctx), writeSame: mode === 'all', pageLimit };
}
/** The destination of `monitor export`: one that takes export after export, and its pipeline's state. */
function exportOutput(flags, ctx) {
    const target = outputFromFlags(flags, ctx);
    const { heldExport, pipelineState } = target;
    if (heldExport === undefined || pipelineState === undefined) {
        throw new UsageError('-o: monitor export appends to a .jsonl file, or writes a table (postgres://…, FILE.duckdb) or a dataset (DIR/, s3://…/)', 'monitor');
    }
    const state = asUsageError(() => pipelineState.call(target, string(flags.state)), 'monitor');
    return Object.assign(target, { heldExport, state });
}
async function runExport(client, monitorId, plan, ctx) {
    const { output, writeSame, pageLimit } = plan;
    const common = {
        client,
        monitorId,
        writeSame,
        pageLimit,
        pollIntervalMs: ctx.global.pollIntervalMs,
        onCheck: (check, written) => info(ctx, `check ${check.id} (${check.status}): ${plural(written, 'record')}`),
    };
    const summary = await exportMonitor({ ...common, output, fence: ctx.run?.fence });
    const { counts } = summary;
    if (ctx.global.json) {
        const { checks, written, bytes, credits } = summary;
        const line = { status: 'completed', output: output.name, checks, documents: written, bytes, counts };
        ctx.stdout.write(`${JSON.stringify({ ...line, creditsUsed: credits })}\n`);
    }
    info(ctx, `Exported ${plural(summary.checks.length, 'check')} to ${output.name}: ${plural(summary.written, 'record')} (${counts.changed} changed, ${counts.new} new, ${counts.removed} removed, ${counts.error} failed, ${counts.same} same${writeSame ? '' : ', not written'}), ${plural(summary.bytes, 'byte')}; the checks cost ${plural(summary.credits, 'credit')}`);
    return ExitCode.ok;
}
/** `crawlstream monitor ...`: the service's monitors, and the export of their checks. */
export const monitorCommand = {
    name: 'monitor',
    summary: 'create, list, run and export monitors (scheduled checks of pages that say what changed)',
    usage: [
        'crawlstream monitor create --name NAME (--cron EXPR | --every TEXT) [--timezone TZ] (--url URL... | --crawl URL [--limit N]) [--goal TEXT]',
        'crawlstream monitor create --file MONITOR.json',
        'crawlstream monitor list',
        'crawlstream monitor get|delete|run <monitorId>',
        'crawlstream monitor update <monitorId> [--name NAME] [--cron EXPR | --every TEXT] [--status active|paused] [--file PATCH.json]',
        'crawlstream monitor checks <monitorId> [--status STATUS]',
        'crawlstream monitor pages <monitorId> <checkId> [--status same|new|changed|removed|error]',
        'crawlstream monitor export <monitorId> -o FILE.jsonl [--state FILE] [--changes all]',
        'crawlstream monitor export <monitorId> -o postgres://USER@HOST/DB|FILE.duckdb [--table NAME] [--write merge|append] [--changes all]',
        'crawlstream monitor export <monitorId> -o DIR/|s3://BUCKET/PREFIX/ [--format parquet|jsonl] [--changes all]',
    ],
    actions: {
        create: 'create a monitor: a schedule and the pages, crawl or searches it checks',
        list: 'list the monitors',
        get: 'show one monitor',
        delete: 'delete a monitor',
        run: 'start a check now, besides the schedule',
        update: "change a monitor's name, schedule, status or targets",
        checks: "list a monitor's checks, newest first",
        pages: "list a check's pages, with their diffs",
        export: 'write every check not exported yet to a file, a table or a dataset',
    },
    flags: {
        name: { type: 'string', value: 'NAME', description: 'create, update: the monitor name' },
        cron: {
            type: 'string',
            value: 'EXPR',
            description: 'create, update: a five-field cron schedule (at most every 15 minutes)',
        },
        every: {
            type: 'string',
            value: 'TEXT',
            description: 'create, update: a schedule in words: "every 30 minutes", "hourly", "daily at 9am"',
        },
        timezone: {
            type: 'string',
            value: 'TZ',
            description: 'create, update: the IANA time zone of the schedule (default UTC)',
        },
        url: {
            type: 'string',
            multiple: true,
            value: 'URL',
            description: 'create, update: a page to check',
        },
        crawl: {
            type: 'string',
            multiple: true,
            value: 'URL',
            description: 'create, update: a site to crawl on every check',
        },
        limit: { type: 'string', value: 'N', description: 'create, update: pages per crawl target' },
        goal: {
            type: 'string',
            value: 'TEXT',
            description: 'create: what makes a change meaningful (enables judging)',
        },
        file: { type: 'string', value: 'FILE', description: 'create, update: the request body as JSON' },
        status: {
            type: 'string',
            value: 'STATUS',
            description: 'update: active or paused; checks, pages: only this status',
        },
        output: {
            type: 'string',
            short: 'o',
            value: 'DEST',
            description: 'export: a .jsonl file the pages are appended to; postgres://USER@HOST/DB or FILE.duckdb for a table; DIR/ or s3://BUCKET/PREFIX/ for a dataset',
        },
        table: exportFlags.table,
        write: exportFlags.write,
        format: exportFlags.format,
        'partition-by': exportFlags['partition-by'],
        'page-limit': {
            type: 'string',
            value: 'N',
            description: 'export, pages: pages per answer of a check (1–100, default 100)',
        },
        state: {
            type: 'string',
            value: 'FILE',
            description: 'export to a file: where the export keeps the checks it wrote (default OUTPUT.state); a table or dataset keeps it with the data',
        },
        changes: {
            ...changeFlags.changes,
            description: 'export: changes (the default: new, changed, removed and failed pages) or all (the same pages too)',
        },
    },
    fieldFlags: {
        name: '--name',
        'schedule.cron': '--cron',
        'schedule.text': '--every',
        'schedule.timezone': '--timezone',
        goal: '--goal',
    },
    notes: [
        'list, checks and pages print one JSON line per item; the others print JSON.',
        'export writes the pages of every check not exported yet, oldest first, in the record shape of --changes',
        '(changeTracking.changeStatus, previousScrapeAt, source "monitor", the diff), and resumes exactly after a crash.',
        'Into a table or dataset, each check is an export of its own (job_id = the check id), and the export keeps its',
        'state with the data (crawlstream_state and crawlstream_loads, or _crawlstream/): one load per check.',
        'Examples:',
        '  crawlstream monitor create --name docs --every "daily at 9am" --crawl https://docs.example.com --limit 500',
        '  crawlstream monitor export "$id" -o docs-changes.jsonl',
        '  crawlstream monitor export "$id" -o postgres://etl@db/web --table docs_changes --write append',
    ],
    async run({ flags, positionals }, ctx) {
        const action = actions.find((name) => name === positionals[0]);
        if (action === undefined)
            throw new UsageError(`<action>: must be one of ${actions.join(', ')}`, 'monitor');
        const ids = positionals.slice(1);
        if (ids.length !== IDS[action]) {
            throw new UsageError(IDS[action] === 0
                ? `monitor ${action} takes no further arguments`
                : `monitor ${action} needs ${IDS[action] === 1 ? 'a monitor id' : 'a monitor id and a check id'}`, 'monitor');
        }
        const [monitorId, checkId] = ids;
        const body = action === 'create'
            ? await createRequest(flags)
            : action === 'update'
                ? await updateRequest(flags)
                : undefined;
        const plan = action === 'export' ? exportPlan(flags, ctx) : undefined;
        const { client } = await cliClient(ctx);
        try {
            switch (action) {
                case 'create':
                    printJson(ctx, await lastValueFrom(client.monitors.create(body)));
                    return ExitCode.ok;
                case 'list':
                    printLines(ctx, await lastValueFrom(client.monitors.list().pipe(toArray())));
                    return ExitCode.ok;
                case 'get':
                    printJson(ctx, await lastValueFrom(client.monitors.get(monitorId)));
                    return ExitCode.ok;
                case 'update':
                    printJson(ctx, await lastValueFrom(client.monitors.update(monitorId, body)));
                    return ExitCode.ok;
                case 'delete':
                    await lastValueFrom(client.monitors.delete(monitorId));
                    info(ctx, `Deleted monitor ${monitorId}`);
                    return ExitCode.ok;
                case 'run':
                    printJson(ctx, await lastValueFrom(client.monitors.run(monitorId)));
                    return ExitCode.ok;
                case 'checks': {
                    const status = enumFlag('status', string(flags.status), [
                        'queued',
                        'running',
                        'completed',
                        'failed',
                        'partial',
                        'skipped_overlap',
                    ]);
                    printLines(ctx, await lastValueFrom(client.monitors.checks(monitorId, status ? { status } : {}).pipe(toArray())));
                    return ExitCode.ok;
                }
                case 'pages': {
                    const status = enumFlag('status', string(flags.status), [
                        'same',
                        'new',
                        'changed',
                        'removed',
                        'error',
                    ]);
                    const pageLimit = integerFlag('page-limit', string(flags['page-limit']), { min: 1, max: 100 });
                    const answers = client.monitors.checkPages(monitorId, checkId, {
                        ...(status ? { status } : {}),
                        pageLimit,
                        ...pollOptions(ctx.global),
                    });
                    await lastValueFrom(answers.pipe(tap((answer) => printLines(ctx, answer.pages))), {
                        defaultValue: undefined,
                    });
                    return ExitCode.ok;
                }
                case 'export':
                    return await runExport(client, monitorId, plan ?? exportPlan(flags, ctx), ctx);
            }
        }
        finally {
            await client.close();
        }
    },
};
