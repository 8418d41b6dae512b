/**
 * The {@link PageEvent} a paging run emits: one status page's documents, as the service's own bytes, with
 * the page's credit behind `hold()`.
 */
import type { Document } from '../schemas/index.js';
import type { JobKind, JobStatus, PageCursor, PageEvent } from './page-event.js';
import type { PageEnvelope } from './page-parser.js';
import type { Credit } from './paging-window.js';
export declare class Page implements PageEvent {
    #private;
    readonly kind: JobKind;
    readonly jobId: string;
    readonly cursor: PageCursor;
    readonly nextCursor: PageCursor;
    readonly rawBytes: readonly Buffer[];
    readonly status: JobStatus;
    readonly completed: number;
    readonly total: number;
    readonly creditsUsed: number;
    readonly expiresAt?: string;
    constructor(target: {
        kind: JobKind;
        jobId: string;
    }, skip: number, rawBytes: Buffer[], envelope: PageEnvelope, credit: Credit);
    get raw(): readonly string[];
    get bytes(): number;
    get documents(): readonly Document[];
    hold(): () => void;
}
