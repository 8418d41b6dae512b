/** `client.monitors`: the monitor operations, bound to one transport. */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { Monitor, MonitorCheck, MonitorChecksRequest, MonitorCreateRequest, MonitorListRequest, MonitorUpdateRequest } from '../schemas/index.js';
import { type MonitorCheckPagesOptions, type MonitorPagesPage } from './monitor-check-pages.js';
/**
 * Monitors: checks the service runs on a schedule, each comparing its pages with the previous check's. The
 * cloud service has them; self-hosted servers answer `NotFoundError`.
 */
export interface MonitorOperations {
    /** `POST /v2/monitor`: emits the new monitor. */
    create(request: MonitorCreateRequest): Observable<Monitor>;
    /** `GET /v2/monitor`: emits every monitor, paging by offset. */
    list(request?: MonitorListRequest): Observable<Monitor>;
    /** `GET /v2/monitor/{id}`. */
    get(monitorId: string): Observable<Monitor>;
    /** `PATCH /v2/monitor/{id}`: changes the given fields (`status: 'paused'` pauses it). */
    update(monitorId: string, request: MonitorUpdateRequest): Observable<Monitor>;
    /** `DELETE /v2/monitor/{id}`. */
    delete(monitorId: string): Observable<true>;
    /** `POST /v2/monitor/{id}/run`: starts a check now; emits it (queued). */
    run(monitorId: string): Observable<MonitorCheck>;
    /** `GET /v2/monitor/{id}/checks`: emits the monitor's checks, newest first. */
    checks(monitorId: string, request?: MonitorChecksRequest): Observable<MonitorCheck>;
    /**
     * `GET /v2/monitor/{id}/checks/{checkId}`: emits a check's pages once it is final, an answer at a time,
     * paged by `skip` with the same cursor checks as a job's pages; resume with `from`.
     */
    checkPages(monitorId: string, checkId: string, options?: MonitorCheckPagesOptions): Observable<MonitorPagesPage>;
}
export declare function monitorOperations(transport: Transport): MonitorOperations;
