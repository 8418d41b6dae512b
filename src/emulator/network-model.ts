/**
 * What the network and the service's storage cost a status read on the real service, which loopback does not:
 * server time per status page (fixed plus per MB, with seeded jitter), a bandwidth cap per connection, and a
 * limit of status reads a job serves at once (more wait their turn). All off by default: the emulator stays
 * instant for tests.
 */
import { createRandom, hashSeed, type Random } from './seeded-random.js';

/** Options of the network model (`EmulatorOptions.network`). */
export interface NetworkOptions {
  /** Server time before a status page is sent, in ms. @default 0 */
  pageLatencyMs?: number;
  /** Further server time per MB (10^6 bytes) of the page, in ms. @default 0 */
  pageLatencyPerMbMs?: number;
  /** Spread of the server time: each read takes it times a seeded factor in [1 − jitter, 1 + jitter]. @default 0 */
  jitter?: number;
  /** Bytes per second a connection carries, for status pages. @default unlimited */
  bandwidthBytesPerSecond?: number;
  /** Status reads of one job served at once; later ones wait for a slot. @default unlimited */
  statusReadsPerJob?: number;
}

/** The slot of one status read: release it once the page was sent. */
export type ReadSlot = () => void;

/** The network model of one emulator. */
export class NetworkModel {
  readonly #options: Required<NetworkOptions>;
  readonly #random: Random;
  readonly #busy = new Map<string, { active: number; waiting: (() => void)[] }>();

  constructor(options: NetworkOptions, seed: number) {
    const nonNegative = (name: string, value: number | undefined, fallback: number): number => {
      const v = value ?? fallback;
      if (!(v >= 0)) throw new RangeError(`network.${name} must be a number ≥ 0, got ${String(value)}`);
      return v;
    };
    this.#options = {
      pageLatencyMs: nonNegative('pageLatencyMs', options.pageLatencyMs, 0),
      pageLatencyPerMbMs: nonNegative('pageLatencyPerMbMs', options.pageLatencyPerMbMs, 0),
      jitter: nonNegative('jitter', options.jitter, 0),
      bandwidthBytesPerSecond: nonNegative(
        'bandwidthBytesPerSecond',
        options.bandwidthBytesPerSecond,
        Infinity,
      ),
      statusReadsPerJob: nonNegative('statusReadsPerJob', options.statusReadsPerJob, Infinity),
    };
    if (this.#options.jitter > 1) throw new RangeError('network.jitter must be at most 1');
    if (this.#options.bandwidthBytesPerSecond === 0)
      throw new RangeError('network.bandwidthBytesPerSecond must be > 0');
    this.#random = createRandom(hashSeed(seed, 'network'));
  }

  /** Bytes per second of one connection (`Infinity` when uncapped). */
  get bandwidth(): number {
    return this.#options.bandwidthBytesPerSecond;
  }

  /** Whether status reads cost anything at all. */
  get active(): boolean {
    const o = this.#options;
    return (
      o.pageLatencyMs > 0 ||
      o.pageLatencyPerMbMs > 0 ||
      o.bandwidthBytesPerSecond !== Infinity ||
      o.statusReadsPerJob !== Infinity
    );
  }

  /** The server time of a status page of `bytes`, jitter drawn from the seed. */
  serverTimeMs(bytes: number): number {
    const o = this.#options;
    const base = o.pageLatencyMs + (o.pageLatencyPerMbMs * bytes) / 1e6;
    if (base === 0 || o.jitter === 0) return base;
    return base * (1 + o.jitter * (2 * this.#random() - 1));
  }

  /** Waits for a slot among the job's concurrent status reads. */
  async acquire(jobId: string): Promise<ReadSlot> {
    const limit = this.#options.statusReadsPerJob;
    let job = this.#busy.get(jobId);
    if (!job) {
      job = { active: 0, waiting: [] };
      this.#busy.set(jobId, job);
    }
    const state = job;
    if (state.active >= limit) await new Promise<void>((resolve) => state.waiting.push(resolve));
    state.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active--;
      const next = state.waiting.shift();
      if (next) next();
      else if (state.active === 0) this.#busy.delete(jobId);
    };
  }
}
