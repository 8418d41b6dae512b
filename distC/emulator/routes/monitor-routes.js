/**
 * Monitors (the cloud service's; self-hosted builds answer 404): create, list, get, update, delete, run a
 * check now, list checks, and a check with a page of its pages (`skip`, `limit`, `status`, `next`).
 */
import * as z from 'zod';
import { MonitorCreateRequest, MonitorUpdateRequest } from '../../schemas/monitor.js';
import { errorReply, jsonReply } from '../http-reply.js';
import { runsIn30Days } from '../monitors/monitor-schedule.js';
import { checkStatus } from '../monitors/monitor-store.js';
import { validateBody } from '../validate-body.js';
const callerTags = { origin: z.string().optional(), integration: z.string().optional() };
const createSchema = MonitorCreateRequest.extend(callerTags);
const updateSchema = MonitorUpdateRequest.and(z.object(callerTags));
const iso = (ms) => (ms === null ? null : new Date(ms).toISOString());
function monitorJson(monitor, context) {
    const last = monitor.checks.findLast((c) => checkStatus(c, context.now) === 'completed');
    return {
        id: monitor.id,
        name: monitor.fields.name,
        status: monitor.status,
        schedule: { cron: monitor.schedule.cron, timezone: monitor.schedule.timezone },
        nextRunAt: iso(monitor.nextRunAt),
        lastRunAt: iso(monitor.lastRunAt),
        currentCheckId: context.state.monitors.running(monitor, context.now)?.id ?? null,
        targets: monitor.targets,
        webhook: monitor.fields.webhook,
        notification: monitor.fields.notification,
        retentionDays: monitor.fields.retentionDays ?? 30,
        estimatedCreditsPerMonth: monitor.creditsPerCheck * runsIn30Days(monitor.schedule, context.now),
        // Left out until a check completed (the published schema has no null here).
        lastCheckSummary: last ? summaryOf(last.pages) : undefined,
        goal: monitor.fields.goal ?? null,
        judgeEnabled: monitor.fields.judgeEnabled ?? Boolean(monitor.fields.goal),
        createdAt: iso(monitor.createdAt),
        updatedAt: iso(monitor.updatedAt),
    };
}
function summaryOf(pages) {
    const summary = { totalPages: pages.length, same: 0, changed: 0, new: 0, removed: 0, error: 0 };
    for (const page of pages)
        summary[page.status]++;
    return summary;
}
function checkJson(check, now) {
    const status = checkStatus(check, now);
    const ended = status !== 'queued' && status !== 'running';
    return {
        id: check.id,
        monitorId: check.monitorId,
        status,
        trigger: check.trigger,
        scheduledFor: iso(check.scheduledFor),
        startedAt: status === 'queued' ? null : iso(check.createdAt),
        finishedAt: ended ? iso(check.finishAt) : null,
        estimatedCredits: check.estimatedCredits,
        reservedCredits: check.estimatedCredits,
        actualCredits: ended ? check.actualCredits : null,
        billingStatus: billingStatus(check, ended),
        summary: summaryOf(ended ? check.pages : []),
        targetResults: null,
        notificationStatus: null,
        error: null,
        createdAt: iso(check.createdAt),
        updatedAt: iso(ended ? check.finishAt : check.createdAt),
    };
}
/** The SDK's words: credits reserved while a check runs, confirmed after, none for a skipped check. */
function billingStatus(check, ended) {
    if (check.outcome !== 'completed')
        return 'not_applicable';
    return ended ? 'confirmed' : 'reserved';
}
function notFound(what) {
    return errorReply(404, `${what} not found`);
}
function found(context) {
    return context.state.monitors.get(context.params.id, context.now);
}
/** Reads an integer query parameter within bounds; a reply when it is not one. */
function intParam(context, name, fallback, min, max) {
    const raw = context.query.get(name);
    if (raw === null)
        return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
        return errorReply(400, 'Bad Request', {
            code: 'BAD_REQUEST',
            details: [
                { code: 'invalid_value', path: [name], message: `${name} must be an integer from ${min} to ${max}` },
            ],
        });
    }
    return value;
}
function create(context) {
    const checked = validateBody(createSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const { origin: _o, integration: _i, ...request } = checked.value;
    const monitor = context.state.monitors.create(request, context.now);
    if (typeof monitor === 'string')
        return errorReply(400, monitor, { code: 'BAD_REQUEST' });
    return jsonReply(200, { success: true, data: monitorJson(monitor, context) });
}
function list(context) {
    const limit = intParam(context, 'limit', 25, 1, 100);
    if (typeof limit !== 'number')
        return limit;
    const offset = intParam(context, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    if (typeof offset !== 'number')
        return offset;
    const monitors = context.state.monitors.list(context.now).slice(offset, offset + limit);
    return jsonReply(200, { success: true, data: monitors.map((m) => monitorJson(m, context)) });
}
function get(context) {
    const monitor = found(context);
    return monitor
        ? jsonReply(200, { success: true, data: monitorJson(monitor, context) })
        : notFound('Monitor');
}
function update(context) {
    const checked = validateBody(updateSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const monitor = found(context);
    if (!monitor)
        return notFound('Monitor');
    const { origin: _o, integration: _i, ...request } = checked.value;
    const refused = context.state.monitors.update(monitor, request, context.now);
    if (refused)
        return errorReply(400, refused, { code: 'BAD_REQUEST' });
    return jsonReply(200, { success: true, data: monitorJson(monitor, context) });
}
function remove(context) {
    return context.state.monitors.delete(context.params.id)
        ? jsonReply(200, { success: true })
        : notFound('Monitor');
}
function run(context) {
    const monitor = found(context);
    if (!monitor)
        return notFound('Monitor');
    const check = context.state.monitors.run(monitor, context.now);
    if (!check)
        return errorReply(409, 'A monitor check is already running', { code: 'MONITOR_CHECK_RUNNING' });
    return jsonReply(200, { success: true, id: check.id, data: checkJson(check, context.now) });
}
const CHECK_FILTER = new Set(['queued', 'running', 'completed', 'failed', 'partial', 'skipped_overlap']);
const PAGE_FILTER = new Set(['same', 'new', 'changed', 'removed', 'error']);
function badStatus(allowed) {
    return errorReply(400, 'Bad Request', {
        code: 'BAD_REQUEST',
        details: [
            {
                code: 'invalid_value',
                path: ['status'],
                message: `status must be one of ${[...allowed].join(', ')}`,
            },
        ],
    });
}
function checks(context) {
    const monitor = found(context);
    if (!monitor)
        return notFound('Monitor');
    const limit = intParam(context, 'limit', 25, 1, 100);
    if (typeof limit !== 'number')
        return limit;
    const offset = intParam(context, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    if (typeof offset !== 'number')
        return offset;
    const status = context.query.get('status');
    if (status !== null && !CHECK_FILTER.has(status))
        return badStatus(CHECK_FILTER);
    const all = [...monitor.checks]
        .reverse()
        .map((c) => checkJson(c, context.now))
        .filter((c) => status === null || c.status === status);
    return jsonReply(200, { success: true, data: all.slice(offset, offset + limit) });
}
function check(context) {
    const monitor = found(context);
    const record = monitor?.checks.find((c) => c.id === context.params.checkId);
    if (!record)
        return notFound('Monitor check');
    const limit = intParam(context, 'limit', 25, 1, 100);
    if (typeof limit !== 'number')
        return limit;
    const skip = intParam(context, 'skip', 0, 0, Number.MAX_SAFE_INTEGER);
    if (typeof skip !== 'number')
        return skip;
    const status = context.query.get('status');
    if (status !== null && !PAGE_FILTER.has(status))
        return badStatus(PAGE_FILTER);
    const json = checkJson(record, context.now);
    const ended = json.finishedAt !== null;
    const pages = ended ? record.pages.filter((p) => status === null || p.status === status) : [];
    const shown = pages.slice(skip, skip + limit);
    let next = null;
    if (skip + shown.length < pages.length) {
        const url = new URL(`${context.origin}/v2/monitor/${monitor.id}/checks/${record.id}`);
        url.searchParams.set('skip', String(skip + shown.length));
        url.searchParams.set('limit', String(limit));
        if (status !== null)
            url.searchParams.set('status', status);
        next = url.toString();
    }
    return jsonReply(200, { success: true, next, data: { ...json, pages: shown, next } });
}
export const monitorRoutes = [
    { method: 'POST', path: '/monitor', name: 'monitor.create', cloudOnly: true, handle: create },
    { method: 'GET', path: '/monitor', name: 'monitor.list', cloudOnly: true, handle: list },
    { method: 'GET', path: '/monitor/:id', name: 'monitor.get', cloudOnly: true, handle: get },
    { method: 'PATCH', path: '/monitor/:id', name: 'monitor.update', cloudOnly: true, handle: update },
    { method: 'DELETE', path: '/monitor/:id', name: 'monitor.delete', cloudOnly: true, handle: remove },
    { method: 'POST', path: '/monitor/:id/run', name: 'monitor.run', cloudOnly: true, handle: run },
    { method: 'GET', path: '/monitor/:id/checks', name: 'monitor.checks', cloudOnly: true, handle: checks },
    {
        method: 'GET',
        path: '/monitor/:id/checks/:checkId',
        name: 'monitor.check',
        cloudOnly: true,
        handle: check,
    },
];
