/**
 * One status read of a job: `GET /v2/{crawl|batch/scrape}/{id}?skip=N`, its body split into envelope and
 * document bytes. The paging loop sends its own reads through it, and read-ahead its ranges.
 */
import type { Transport } from '../http/transport.js';
import type { ParsedPageBytes } from './page-parser-bytes.js';
import type { PagingStats } from './paging-window.js';
/** A status page as it arrived: its parts, the HTTP status, and the body buffer they point into. */
export interface StatusAnswer {
    page: ParsedPageBytes;
    status: number;
    body: Buffer;
}
/** How one read is sent. */
export interface StatusReadSpec {
    /** Query parameters besides `skip` (`limit`, and what the service's `next` adds). */
    query: Record<string, string | number>;
    /** The `skip` sent: the first document asked for. */
    at: number;
    /** Supplies the buffer a body is read into (reused page buffers); a fresh one when absent. */
    buffer?: ((size: number) => Buffer | undefined) | undefined;
    signal: AbortSignal;
    /** Called when the head of the answer arrived (`PageRead.admit`): how read-ahead takes a credit. */
    admit?: (() => Promise<void>) | undefined;
}
/** What every read of one run shares. */
export interface StatusReadContext {
    transport: Transport;
    path: string;
    parse: (bytes: Buffer) => ParsedPageBytes & {
        fields: Record<string, unknown>;
    };
    stats: PagingStats;
    /** Until when (epoch ms) a 404 counts as "not visible yet", right after the job was created. */
    notFoundUntil: number;
    /** Called for each retry the transport makes; `rateLimited` when the server answered 429. */
    onRetry: (rateLimited: boolean) => void;
}
/** A status read function for one run. */
export type StatusRead = (spec: StatusReadSpec) => Promise<StatusAnswer>;
/**
 * The run's status read. A read counts as in flight (`stats.readsInFlight`) until the head of its answer
 * arrives: the time the server spends on it.
 */
export declare function createStatusRead(context: StatusReadContext): StatusRead;
