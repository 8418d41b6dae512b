import type { IncomingHttpHeaders } from 'node:http';
/** One request the emulator received, for tests to inspect. The authorization value is never kept. */
export interface RequestLogEntry {
    method: string;
    /** Path without query, e.g. `/v2/crawl/<id>`. */
    path: string;
    query: Record<string, string>;
    /** Request headers without the credentials (`authorization`, `sec-websocket-protocol`). */
    headers: Record<string, string>;
    /** Status sent, or 0 when the connection was reset before any response. */
    status: number;
    /** Epoch milliseconds when the request arrived. */
    time: number;
    /** Route name when the path matched one. */
    route?: string;
    /** Faults injected into this request. */
    faults: string[];
}
/** Copies request headers without the credentials. */
export declare function loggableHeaders(headers: IncomingHttpHeaders): Record<string, string>;
