/**
 * Notices a running job that shows no sign of life: no document, and no change of its `completed` and
 * `total` counts, for longer than the stall timeout.
 */
import { TimeoutError } from '../errors/errors.js';
import type { PageEnvelope } from './page-parser.js';

export interface StallWatch {
  /** A page brought documents: the job is alive. */
  alive(): void;
  /** An empty page of a running job: fails with `JOB_STALLED` when its counts stood still too long. */
  check(envelope: PageEnvelope): void;
}

export function createStallWatch(stallTimeoutMs: number, jobId: string, path: string): StallWatch {
  let lastSign = '';
  let lastLifeAt = Date.now();
  return {
    alive() {
      lastLifeAt = Date.now();
    },
    check(envelope) {
      const sign = `${envelope.completed}/${envelope.total}`;
      if (sign !== lastSign) {
        lastSign = sign;
        lastLifeAt = Date.now();
      } else if (Date.now() - lastLifeAt > stallTimeoutMs) {
        throw new TimeoutError(
          `Job ${jobId} showed no progress for ${stallTimeoutMs} ms while scraping; resume later from the cursor.`,
          { code: 'JOB_STALLED', method: 'GET', path },
        );
      }
    },
  };
}
