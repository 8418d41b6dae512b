/**
 * Notices a running job that shows no sign of life: no document, and no change of its `completed` and
 * `total` counts, for longer than the stall timeout.
 */
import { TimeoutError } from '../errors/errors.js';
export function createStallWatch(stallTimeoutMs, jobId, path) {
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
            }
            else if (Date.now() - lastLifeAt > stallTimeoutMs) {
                throw new TimeoutError(`Job ${jobId} showed no progress for ${stallTimeoutMs} ms while scraping; resume later from the cursor.`, { code: 'JOB_STALLED', method: 'GET', path });
            }
        },
    };
}
