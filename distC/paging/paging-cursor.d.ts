import type { Transport } from '../http/transport.js';
import type { PageEnvelope } from './page-parser.js';
export declare class PagingCursor {
    /** The job's documents received so far, the resume offset included: the `skip` of the next read. */
    skip: number;
    /** Query parameters of every read: the caller's page limit, and what the service's `next` adds. */
    readonly query: Record<string, string | number>;
    constructor(from: number, pageLimit: number | undefined);
    /**
     * Step 3 of the paging loop: follows the service's `next`, which must name this job's resource (`path`).
     * Its other parameters are kept, but the skip is always our own count, and the limit the caller's (a
     * read-ahead range's limit comes back in `next`). Returns whether the service said more follows.
     */
    followNext(envelope: PageEnvelope, transport: Transport, path: string): boolean;
}
