import { fleetKeys } from './fleet-keys.js';
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
    #redis;
    #alive;
    constructor(redis, alive) {
        this.#redis = redis;
        this.#alive = alive;
    }
    /**
     * Takes `pipeline` for `runId`; `undefined` when it is now the run's, else the run that holds it. A holder
     * the job engine no longer knows is replaced.
     */
    async takePipeline(pipeline, runId) {
        const key = fleetKeys.owner(pipeline);
        for (let tries = 0; tries < 2; tries++) {
            if ((await this.#redis.set(key, runId, 'NX')) === 'OK')
                return undefined;
            const holder = await this.#redis.get(key);
            if (holder === null)
                continue;
            if (holder === runId)
                return undefined;
            if (await this.#alive(holder))
                return holder;
            await this.#redis.eval(RELEASE_OWNER, 1, key, holder);
        }
        return (await this.#redis.get(key)) ?? undefined;
    }
    /** Gives `pipeline` back, if `runId` holds it. */
    async releasePipeline(pipeline, runId) {
        await this.#redis.eval(RELEASE_OWNER, 1, fleetKeys.owner(pipeline), runId);
    }
    /** Takes one of `max` job slots for `runId` (kept if it has one); `false` when all are held. */
    async takeSlot(runId, max, now) {
        const take = () => this.#redis.eval(TAKE_SLOT, 1, fleetKeys.slots, runId, max, now);
        if ((await take()) === 1)
            return true;
        // Full: drop the slots of runs the job engine no longer knows, then try once more.
        const holders = await this.#redis.zrange(fleetKeys.slots, 0, -1);
        let dropped = 0;
        for (const holder of holders) {
            if (await this.#alive(holder))
                continue;
            dropped += await this.#redis.zrem(fleetKeys.slots, holder);
        }
        return dropped > 0 && (await take()) === 1;
    }
    /** Gives the slot of `runId` back. */
    async releaseSlot(runId) {
        await this.#redis.zrem(fleetKeys.slots, runId);
    }
}
