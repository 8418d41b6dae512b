/**
 * Monitors: create, list, get, update, delete, run, and list a monitor's checks. A check's pages are read by
 * `monitor-check-pages.ts`.
 */
import { defer } from 'rxjs';
import { CursorError } from '../errors/errors.js';
import { MonitorCheckListResponse, MonitorChecksRequest, MonitorCreateRequest, MonitorId, MonitorListRequest, MonitorListResponse, MonitorResponse, MonitorRunResponse, MonitorUpdateRequest, } from '../schemas/monitor.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { followPages } from './follow-pages.js';
import { requestBody } from './request-body.js';
/** `/v2/monitor/{id}`, the id checked first. */
export function monitorPath(monitorId) {
    return `/v2/monitor/${encodeURIComponent(parseInput(MonitorId, monitorId, 'monitor id'))}`;
}
/** Creates a monitor (`POST /v2/monitor`); emits it, with its first `nextRunAt`. */
export function createMonitor(transport, request) {
    return abortable(async (signal) => {
        const body = parseInput(MonitorCreateRequest, request, 'monitor create request');
        const res = await requestBody(transport, { method: 'POST', path: '/v2/monitor', body, signal }, MonitorResponse);
        return [res.data.data];
    });
}
/** `GET /v2/monitor/{id}`; an unknown or deleted monitor is a `NotFoundError`. */
export function getMonitor(transport, monitorId) {
    return abortable(async (signal) => {
        const path = monitorPath(monitorId);
        const res = await requestBody(transport, { method: 'GET', path, signal }, MonitorResponse);
        return [res.data.data];
    });
}
/** Changes a monitor's fields (`PATCH /v2/monitor/{id}`), e.g. `{ status: 'paused' }`; emits the monitor. */
export function updateMonitor(transport, monitorId, request) {
    return abortable(async (signal) => {
        const path = monitorPath(monitorId);
        const body = parseInput(MonitorUpdateRequest, request, 'monitor update request');
        const res = await requestBody(transport, { method: 'PATCH', path, body, signal }, MonitorResponse);
        return [res.data.data];
    });
}
/** Deletes a monitor (`DELETE /v2/monitor/{id}`): no more checks run; emits `true`. */
export function deleteMonitor(transport, monitorId) {
    return abortable(async (signal) => {
        const path = monitorPath(monitorId);
        await transport.json({ method: 'DELETE', path, signal });
        return [true];
    });
}
/**
 * Runs a check now (`POST /v2/monitor/{id}/run`); emits the queued check. A check already running is a
 * `ConflictError` (409). Not retried once sent: a retry could start a second check and spend its credits.
 */
export function runMonitor(transport, monitorId) {
    return abortable(async (signal) => {
        const path = `${monitorPath(monitorId)}/run`;
        const res = await requestBody(transport, { method: 'POST', path, signal }, MonitorRunResponse);
        return [res.data.data];
    });
}
/** Emits every monitor of the team (`GET /v2/monitor`, paged by `offset`). */
export function listMonitors(transport, request = {}) {
    return defer(() => {
        const { limit = 25 } = parseInput(MonitorListRequest, request, 'monitor list request');
        return offsetPages('/v2/monitor', limit, (offset, signal) => requestBody(transport, { method: 'GET', path: '/v2/monitor', query: { limit, offset }, signal }, MonitorListResponse).then((res) => res.data.data));
    });
}
/** Emits a monitor's checks, newest first (`GET /v2/monitor/{id}/checks`, paged by `offset`). */
export function listMonitorChecks(transport, monitorId, request = {}) {
    return defer(() => {
        const path = `${monitorPath(monitorId)}/checks`;
        const { limit = 25, status } = parseInput(MonitorChecksRequest, request, 'monitor checks request');
        return offsetPages(path, limit, (offset, signal) => requestBody(transport, { method: 'GET', path, query: { limit, offset, ...(status ? { status } : {}) }, signal }, MonitorCheckListResponse).then((res) => res.data.data));
    });
}
/**
 * Pages of a list read by `offset`, one request at a time, until a page shorter than `limit`. A page longer
 * than `limit` means the server ignored it: the next offset would then skip or repeat items, so that stops.
 */
function offsetPages(path, limit, read) {
    return followPages(0, async (offset, signal) => {
        const items = await read(offset, signal);
        if (items.length > limit) {
            throw new CursorError(`GET ${path}?offset=${offset}&limit=${limit} answered ${items.length} items: the server ignores limit, so the next offset would skip or repeat items. Stopped.`, { code: 'LIMIT_IGNORED', method: 'GET', path });
        }
        return { items, next: items.length === limit ? offset + limit : undefined };
    });
}
