import { info, warn } from './cli-context.js';
import { ExitCode } from './exit-codes.js';
import { plural } from './plural.js';
import { redisFromFlags } from './redis-flag.js';
import { UsageError } from './usage-error.js';
/** Opens the fleet `--redis` (or `REDIS_URL`) names. */
export async function fleetOf(flags, ctx) {
    const target = await redisFromFlags(flags, ctx, 'pipelines');
    const { openFleet } = await import('../fleet/fleet-connection.js');
    return { ...(await openFleet(target)), name: target.name };
}
/** `pipelines apply FILE`: the file (already read and checked) becomes the fleet's. */
export async function applyAction(file, path, fleet, ctx) {
    const { applyPipelines } = await import('../fleet/apply-pipelines.js');
    for (const pipeline of file.pipelines) {
        if (!hasPassword(pipeline.output))
            continue;
        warn(ctx, `${path}: ${pipeline.name}: output carries a password, which is stored in Redis with the file: give it to the workers as PGPASSWORD instead`);
    }
    const applied = await applyPipelines(file, fleet.queue, fleet.redis);
    if (ctx.global.json)
        ctx.stdout.write(`${JSON.stringify(applied)}\n`);
    const removed = applied.removed.length > 0 ? `; removed ${applied.removed.join(', ')}` : '';
    info(ctx, `${path}: ${plural(applied.scheduled.length, 'scheduled pipeline')}, ${plural(applied.manual.length, 'manual one')}${removed}.`);
    return ExitCode.ok;
}
/** `pipelines run NAME… | --all`: a run of each now. */
export async function runAction(input, fleet, ctx) {
    const { readAppliedFile } = await import('../fleet/applied-file.js');
    const { enqueueRuns } = await import('../fleet/apply-pipelines.js');
    const file = await readAppliedFile(fleet.redis);
    if (file === undefined)
        throw new UsageError('run: no pipelines file was applied (crawlstream pipelines apply FILE)');
    const known = file.pipelines.map((p) => p.name);
    const names = input.flags.all === true ? known : input.positionals.slice(1);
    if (names.length === 0)
        throw new UsageError('run: name the pipelines to run, or --all', 'pipelines');
    const unknown = names.filter((n) => !known.includes(n));
    if (unknown.length > 0)
        throw new UsageError(`run: not in the applied file: ${unknown.join(', ')} (it has ${known.join(', ')})`, 'pipelines');
    const ids = await enqueueRuns(fleet.queue, names, Date.now());
    if (ctx.global.json)
        for (const id of ids)
            ctx.stdout.write(`${JSON.stringify({ runId: id })}\n`);
    info(ctx, `Queued ${plural(ids.length, 'run')}: ${names.join(', ')}.`);
    return ExitCode.ok;
}
/** `pipelines status`: one line per pipeline (or the whole status as JSON). */
export async function statusAction(fleet, ctx) {
    const { fleetStatus } = await import('../fleet/fleet-status.js');
    const status = await fleetStatus(fleet.redis, fleet.queue, fleet.records, fleet.name, Date.now());
    if (ctx.global.json) {
        ctx.stdout.write(`${JSON.stringify(status)}\n`);
        return ExitCode.ok;
    }
    ctx.stdout.write(`${statusLines(status).join('\n')}\n`);
    return ExitCode.ok;
}
function statusLines(status) {
    const budget = status.budget ? ` of ${status.budget.creditsPerDay}` : '';
    const jobs = status.maxJobs === undefined ? `${status.jobsRunning}` : `${status.jobsRunning} of ${status.maxJobs}`;
    return [
        `Fleet at ${status.redis}: ${plural(status.pipelines.length, 'pipeline')}; credits today ${status.creditsToday}${budget}; service jobs ${jobs}; queue ${status.queue.waiting} waiting, ${status.queue.delayed} delayed, ${status.queue.active} active`,
        ...status.pipelines.map(pipelineLine),
    ];
}
function pipelineLine(p) {
    const parts = [`${p.name}\t${p.output}`];
    if (p.running) {
        const progress = p.running.progress;
        const of = progress?.jobTotal ? `/${progress.jobTotal}` : '';
        parts.push(`running on ${p.running.worker} (attempt ${p.running.attempt}): ${progress?.documents ?? 0}${of} documents`);
    }
    const last = p.lastRun;
    if (last) {
        const counts = last.counts
            ? ` (${last.counts.new ?? 0} new, ${last.counts.changed ?? 0} changed, ${last.counts.removed ?? 0} removed)`
            : '';
        parts.push(`last ${last.status} ${last.endedAt}: ${plural(last.documents, 'document')}${counts}, ${plural(last.credits, 'credit')}${last.error ? `: ${last.error}` : ''}`);
    }
    else
        parts.push('never ran');
    parts.push(p.nextRun ? `next ${p.nextRun}` : p.schedule === 'manual' ? 'manual' : 'not scheduled');
    parts.push(`credits today ${p.creditsToday}`);
    if (p.recentFailures > 0)
        parts.push(`${p.recentFailures} of the last runs failed`);
    return parts.join('; ');
}
/** Whether a destination's URL holds a password (`postgres://user:secret@…`). */
function hasPassword(output) {
    try {
        return new URL(output).password !== '';
    }
    catch {
        return false;
    }
}
