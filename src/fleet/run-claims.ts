/**
 * What a run holds besides BullMQ's lock while it runs: its pipeline (one run of a pipeline at a time, or
 * two runs would race on one destination) and one of the team's job slots (no more service jobs at once
 * than the team may run). Both belong to the run, not to the worker: a run taken over after its worker died
 * keeps them, since its service job goes on running. They are given back when the run ends; a claim whose
 * run BullMQ no longer holds (removed by hand) is dropped when it is in the way.
 */
import type { Redis } from 'ioredis';
import { fleetKeys } from './fleet-keys.js';

/** Whether the run `runId` still exists in the job engine (waiting, delayed or active). */
export type RunAlive = (runId: string) => Promise<boolean>;

const TAKE_SLOT = `
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  return 1
end
return 0`;

const RELEASE_OWNER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export class RunClaims {
  readonly #redis: Redis;
  readonly #alive: RunAlive;

  constructor(redis: Redis, alive: RunAlive) {
    this.#redis = redis;
    this.#alive = alive;
  }

  /**
   * Takes `pipeline` for `runId`; `undefined` when it is now the run's, else the run that holds it. A holder
   * the job engine no longer knows is replaced.
   */
  async takePipeline(pipeline: string, runId: string): Promise<string | undefined> {
    const key = fleetKeys.owner(pipeline);
    for (let tries = 0; tries < 2; tries++) {
      if ((await this.#redis.set(key, runId, 'NX')) === 'OK') return undefined;
      const holder = await this.#redis.get(key);
      if (holder === null) continue;
      if (holder === runId) return undefined;
      if (await this.#alive(holder)) return holder;
      await this.#redis.eval(RELEASE_OWNER, 1, key, holder);
    }
    return (await this.#redis.get(key)) ?? undefined;
  }

  /** Gives `pipeline` back, if `runId` holds it. */
  async releasePipeline(pipeline: string, runId: string): Promise<void> {
    await this.#redis.eval(RELEASE_OWNER, 1, fleetKeys.owner(pipeline), runId);
  }

  /** Takes one of `max` job slots for `runId` (kept if it has one); `false` when all are held. */
  async takeSlot(runId: string, max: number, now: number): Promise<boolean> {
    const take = () => this.#redis.eval(TAKE_SLOT, 1, fleetKeys.slots, runId, max, now);
    if ((await take()) === 1) return true;
    // Full: drop the slots of runs the job engine no longer knows, then try once more.
    const holders = await this.#redis.zrange(fleetKeys.slots, 0, -1);
    let dropped = 0;
    for (const holder of holders) {
      if (await this.#alive(holder)) continue;
      dropped += await this.#redis.zrem(fleetKeys.slots, holder);
    }
    return dropped > 0 && (await take()) === 1;
  }

  /** Gives the slot of `runId` back. */
  async releaseSlot(runId: string): Promise<void> {
    await this.#redis.zrem(fleetKeys.slots, runId);
  }
}
