import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { plural } from '../plural.js';
import { redisFlag } from '../redis-flag.js';
import { UsageError } from '../usage-error.js';
import { isValidationError } from '../validation-message.js';
/**
 * `crawlstream pipelines check|apply|run|status`: a fleet's pipelines, declared in a file (YAML or JSON),
 * checked, scheduled on the job engine (BullMQ on Redis), run now, and watched.
 */
export const pipelinesCommand = {
    name: 'pipelines',
    summary: "a fleet's pipelines, declared in a file: check, schedule, run now, and watch them",
    usage: [
        'crawlstream pipelines check FILE',
        'crawlstream pipelines apply FILE --redis URL',
        'crawlstream pipelines run NAME... | --all --redis URL',
        'crawlstream pipelines status --redis URL [--json]',
    ],
    actions: {
        check: 'read a pipelines file (YAML or JSON) and check every destination before anything runs',
        apply: "check the file, then make the fleet's schedules its own (removes pipelines no longer in it)",
        run: 'queue a run of the named pipelines (or --all) now',
        status: 'each pipeline: its last run and load, the run in progress, its next run, credits today',
    },
    flags: {
        redis: redisFlag,
        all: { type: 'boolean', description: 'run: every pipeline of the applied file' },
    },
    notes: [
        'A pipelines file:',
        '  pipelines:',
        '    - name: docs',
        "      crawl: { url: https://docs.example.com, limit: 5000 }   # the crawl request's own fields",
        '      output: postgres://etl@db/web                            # as -o',
        '      table: docs',
        '      changes: true',
        '      schedule: "0 3 * * *"                                     # or "manual"',
        '      timezone: Europe/Berlin',
        '      maxCredits: 6000',
        '  budget: { creditsPerDay: 50000 }',
        'Each pipeline has exactly one of crawl, batch ({ urls, ...scrape options }) and monitor ({ id }); embed:',
        '{ model, url } makes its output a vector table. Workers run the runs: crawlstream worker --redis URL.',
        'Exit 2 when the file or a destination is refused: each line names the pipeline and the field.',
    ],
    async run(input, ctx) {
        const [action, path, extra] = input.positionals;
        if (action === 'run' || action === 'status') {
            if (action === 'status' && path !== undefined)
                throw new UsageError(`unexpected argument "${path}"`, 'pipelines');
            return fleetAction(action, input, ctx);
        }
        if (action !== 'check' && action !== 'apply')
            throw new UsageError('expected check, apply, run or status', 'pipelines');
        if (path === undefined)
            throw new UsageError(`${action}: give the pipelines file`, 'pipelines');
        if (extra !== undefined)
            throw new UsageError(`unexpected argument "${extra}"`, 'pipelines');
        const file = await checkedFile(path, ctx);
        if (file === undefined)
            return ExitCode.usage;
        if (action === 'check')
            return ExitCode.ok;
        const { applyAction, fleetOf } = await import('../pipelines-actions.js');
        const fleet = await fleetOf(input.flags, ctx);
        try {
            return await applyAction(file, path, fleet, ctx);
        }
        finally {
            await fleet.close();
        }
    },
};
async function fleetAction(action, input, ctx) {
    const { fleetOf, runAction, statusAction } = await import('../pipelines-actions.js');
    const fleet = await fleetOf(input.flags, ctx);
    try {
        if (action === 'run')
            return await runAction(input, fleet, ctx);
        return await statusAction(fleet, ctx);
    }
    finally {
        await fleet.close();
    }
}
/** Reads and checks the file and every destination; prints what is refused and returns `undefined` then. */
async function checkedFile(path, ctx) {
    const { readPipelinesFile } = await import('../../fleet/pipelines-file.js');
    const { checkPipelines } = await import('../../fleet/check-pipelines.js');
    let file;
    try {
        file = await readPipelinesFile(path);
    }
    catch (err) {
        if (!isValidationError(err) || !Array.isArray(err.issues))
            throw err;
        const issues = err.issues;
        for (const issue of issues)
            ctx.stderr.write(`${path}: ${issue.path ? `${issue.path}: ` : ''}${issue.message}\n`);
        return undefined;
    }
    const checks = await checkPipelines(file, ctx.env);
    const refused = checks.filter((c) => c.problem !== undefined);
    for (const check of checks) {
        const where = check.destination ?? '';
        if (check.problem)
            ctx.stderr.write(`${path}: ${check.name}: ${check.problem}\n`);
        else if (ctx.global.json)
            ctx.stdout.write(`${JSON.stringify({ name: check.name, destination: where })}\n`);
        else
            ctx.stdout.write(`${check.name}\t${where}\n`);
    }
    if (refused.length > 0)
        return undefined;
    const budget = file.budget ? `, a budget of ${plural(file.budget.creditsPerDay, 'credit')} a day` : '';
    info(ctx, `${path}: ${plural(checks.length, 'pipeline')}${budget}; every destination checked.`);
    return file;
}
