/**
 * Monitors: create, list, get, update, delete, run, and list a monitor's checks. A check's pages are read by
 * `monitor-check-pages.ts`.
 */
import { type Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type Monitor, type MonitorCheck, MonitorChecksRequest, MonitorCreateRequest, MonitorListRequest, MonitorUpdateRequest } from '../schemas/monitor.js';
/** `/v2/monitor/{id}`, the id checked first. */
export declare function monitorPath(monitorId: string): string;
/** Creates a monitor (`POST /v2/monitor`); emits it, with its first `nextRunAt`. */
export declare function createMonitor(transport: Transport, request: MonitorCreateRequest): Observable<Monitor>;
/** `GET /v2/monitor/{id}`; an unknown or deleted monitor is a `NotFoundError`. */
export declare function getMonitor(transport: Transport, monitorId: string): Observable<Monitor>;
/** Changes a monitor's fields (`PATCH /v2/monitor/{id}`), e.g. `{ status: 'paused' }`; emits the monitor. */
export declare function updateMonitor(transport: Transport, monitorId: string, request: MonitorUpdateRequest): Observable<Monitor>;
/** Deletes a monitor (`DELETE /v2/monitor/{id}`): no more checks run; emits `true`. */
export declare function deleteMonitor(transport: Transport, monitorId: string): Observable<true>;
/**
 * Runs a check now (`POST /v2/monitor/{id}/run`); emits the queued check. A check already running is a
 * `ConflictError` (409). Not retried once sent: a retry could start a second check and spend its credits.
 */
export declare function runMonitor(transport: Transport, monitorId: string): Observable<MonitorCheck>;
/** Emits every monitor of the team (`GET /v2/monitor`, paged by `offset`). */
export declare function listMonitors(transport: Transport, request?: MonitorListRequest): Observable<Monitor>;
/** Emits a monitor's checks, newest first (`GET /v2/monitor/{id}/checks`, paged by `offset`). */
export declare function listMonitorChecks(transport: Transport, monitorId: string, request?: MonitorChecksRequest): Observable<MonitorCheck>;
