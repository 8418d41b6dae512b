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
export class ExtractJobs {
  readonly #jobs = new Map<string, ExtractJob>();
  readonly #ttlMs: number;

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  /** Records a job whose result is known up front and revealed at `readyAt`. */
  add(job: ExtractJob): void {
    this.#jobs.set(job.id, job);
  }

  /** A job advanced to `now`, or undefined when unknown or expired. */
  get(id: string, now: number): ExtractJob | undefined {
    const job = this.#jobs.get(id);
    if (!job) return undefined;
    if (job.status === 'processing' && now >= job.readyAt) job.status = 'completed';
    if (now > this.expiresAt(job)) {
      this.#jobs.delete(id);
      return undefined;
    }
    return job;
  }

  /** Expiry time of a job: `ttlMs` after it finishes. */
  expiresAt(job: ExtractJob): number {
    return job.readyAt + this.#ttlMs;
  }
}
