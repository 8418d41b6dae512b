import type { PageEnvelope } from './page-parser.js';
export interface StallWatch {
    /** A page brought documents: the job is alive. */
    alive(): void;
    /** An empty page of a running job: fails with `JOB_STALLED` when its counts stood still too long. */
    check(envelope: PageEnvelope): void;
}
export declare function createStallWatch(stallTimeoutMs: number, jobId: string, path: string): StallWatch;
