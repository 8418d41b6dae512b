import type { Transport } from '../http/transport.js';
import type { PageOwner } from './owned-pages.js';
import type { PageEvent } from './page-event.js';
import { PagingCursor } from './paging-cursor.js';
import { type PagingInternals, type PagingOptions, type PagingTarget } from './paging-options.js';
import { type ReadAhead } from './read-ahead.js';
import { type StatusAnswer } from './status-read.js';
export declare class PagingRun {
    #private;
    readonly path: string;
    readonly cursor: PagingCursor;
    readonly readAhead: ReadAhead<StatusAnswer> | undefined;
    /**
     * @param emit - delivers a page to the subscriber (synchronously; the page's credit is held meanwhile).
     * @param owner - the stream's only consumer: page buffers are reused once released (`owned-pages.ts`).
     */
    constructor(transport: Transport, target: PagingTarget, options: PagingOptions & PagingInternals, signal: AbortSignal, emit: (page: PageEvent) => void, owner: PageOwner | undefined);
    /** The loop: resolves once the job completed and every document was delivered. */
    run(): Promise<void>;
    /** Stops the run's reads: read-ahead, and the credit of the page being fetched. */
    stop(): void;
}
