import type { Redis } from 'ioredis';
/** A Redis server: the URL to connect to, and its name in messages (no password). */
export interface RedisTarget {
    url: string;
    name: string;
}
/** The server `--redis` (or `REDIS_URL`) names; a missing or malformed URL is a `ValidationError`. */
export declare function redisTarget(flag: string | undefined, env: NodeJS.ProcessEnv): RedisTarget;
/** BullMQ, or an error naming the packages to install. */
export declare function loadBullmq(): Promise<typeof import('bullmq')>;
/**
 * A Redis connection (`ioredis`) to `target`, as BullMQ wants it (no per-command retry limit: a worker waits
 * out a Redis restart). A failure to connect names the server without its password.
 */
export declare function connectRedis(target: RedisTarget): Promise<Redis>;
