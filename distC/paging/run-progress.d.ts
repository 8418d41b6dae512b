/**
 * A paging run's {@link Progress}, kept up to date by the steps of the loop and reported to the caller's
 * callback after every status page.
 */
import type { PageEnvelope } from './page-parser.js';
import type { ProgressCallback } from './progress.js';
export declare class RunProgress {
    #private;
    constructor(callback: ProgressCallback | undefined, skip: number);
    /** Whether anyone reads the progress (counting characters is a pass over each page, done only then). */
    get reported(): boolean;
    retried(): void;
    /** A status page said where the job is. */
    saw(status: string, envelope: PageEnvelope): void;
    /** A page of `documents` documents and `bytes` characters was delivered. */
    delivered(documents: number, bytes: number): void;
    /** Reports the progress, the cursor at `skip`. */
    report(skip: number): void;
}
