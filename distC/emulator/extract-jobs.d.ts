import type { SiteExtractResult } from './web/types.js';
/** A simulated extract job: `processing` for a while, then `completed` with its result. */
export interface ExtractJob {
    id: string;
    createdAt: number;
    readyAt: number;
    result: SiteExtractResult;
    status: 'processing' | 'completed' | 'failed' | 'cancelled';
    error?: string;
}
/** Extract jobs of one emulator, kept until `ttlMs` after they finish. */
export declare class ExtractJobs {
    #private;
    constructor(ttlMs: number);
    /** Records a job whose result is known up front and revealed at `readyAt`. */
    add(job: ExtractJob): void;
    /** A job advanced to `now`, or undefined when unknown or expired. */
    get(id: string, now: number): ExtractJob | undefined;
    /** Expiry time of a job: `ttlMs` after it finishes. */
    expiresAt(job: ExtractJob): number;
}
