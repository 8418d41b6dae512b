/**
 * What the network and the service's storage cost a status read on the real service, which loopback does not:
 * server time per status page (fixed plus per MB, with seeded jitter), a bandwidth cap per connection, and a
 * limit of status reads a job serves at once (more wait their turn). All off by default: the emulator stays
 * instant for tests.
 */
import { createRandom, hashSeed } from './seeded-random.js';
/** The network model of one emulator. */
export class NetworkModel {
    #options;
    #random;
    #busy = new Map();
    constructor(options, seed) {
        const nonNegative = (name, value, fallback) => {
            const v = value ?? fallback;
            if (!(v >= 0))
                throw new RangeError(`network.${name} must be a number ≥ 0, got ${String(value)}`);
            return v;
        };
        this.#options = {
            pageLatencyMs: nonNegative('pageLatencyMs', options.pageLatencyMs, 0),
            pageLatencyPerMbMs: nonNegative('pageLatencyPerMbMs', options.pageLatencyPerMbMs, 0),
            jitter: nonNegative('jitter', options.jitter, 0),
            bandwidthBytesPerSecond: nonNegative('bandwidthBytesPerSecond', options.bandwidthBytesPerSecond, Infinity),
            statusReadsPerJob: nonNegative('statusReadsPerJob', options.statusReadsPerJob, Infinity),
        };
        if (this.#options.jitter > 1)
            throw new RangeError('network.jitter must be at most 1');
        if (this.#options.bandwidthBytesPerSecond === 0)
            throw new RangeError('network.bandwidthBytesPerSecond must be > 0');
        this.#random = createRandom(hashSeed(seed, 'network'));
    }
    /** Bytes per second of one connection (`Infinity` when uncapped). */
    get bandwidth() {
        return this.#options.bandwidthBytesPerSecond;
    }
    /** Whether status reads cost anything at all. */
    get active() {
        const o = this.#options;
        return (o.pageLatencyMs > 0 ||
            o.pageLatencyPerMbMs > 0 ||
            o.bandwidthBytesPerSecond !== Infinity ||
            o.statusReadsPerJob !== Infinity);
    }
    /** The server time of a status page of `bytes`, jitter drawn from the seed. */
    serverTimeMs(bytes) {
        const o = this.#options;
        const base = o.pageLatencyMs + (o.pageLatencyPerMbMs * bytes) / 1e6;
        if (base === 0 || o.jitter === 0)
            return base;
        return base * (1 + o.jitter * (2 * this.#random() - 1));
    }
    /** Waits for a slot among the job's concurrent status reads. */
    async acquire(jobId) {
        const limit = this.#options.statusReadsPerJob;
        let job = this.#busy.get(jobId);
        if (!job) {
            job = { active: 0, waiting: [] };
            this.#busy.set(jobId, job);
        }
        const state = job;
        if (state.active >= limit)
            await new Promise((resolve) => state.waiting.push(resolve));
        state.active++;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            state.active--;
            const next = state.waiting.shift();
            if (next)
                next();
            else if (state.active === 0)
                this.#busy.delete(jobId);
        };
    }
}
