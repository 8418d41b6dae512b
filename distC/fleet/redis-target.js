/**
 * Where a fleet lives: the Redis server its job engine (BullMQ) and its records use, named by `--redis URL`
 * or `REDIS_URL`. Messages name it without its password. BullMQ and its Redis client (`ioredis`) are
 * optional packages, loaded on use.
 */
import { createRequire } from 'node:module';
import { ConnectionError, CrawlstreamError, ValidationError } from '../errors/errors.js';
const requireHere = createRequire(import.meta.url);
/** The server `--redis` (or `REDIS_URL`) names; a missing or malformed URL is a `ValidationError`. */
export function redisTarget(flag, env) {
    const url = flag ?? env.REDIS_URL;
    const refuse = (message) => new ValidationError(`redis: ${message}`, [{ path: 'redis', rule: 'redis_url', message }]);
    if (url === undefined || url === '')
        throw refuse('give the Redis server of the fleet (redis://HOST:PORT), or set REDIS_URL');
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw refuse('must be a URL such as redis://HOST:6379 (rediss:// for TLS)');
    }
    if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
        throw refuse(`must start with redis:// or rediss:// (got ${parsed.protocol}//)`);
    parsed.password = '';
    return { url, name: parsed.toString() };
}
/** BullMQ, or an error naming the packages to install. */
export function loadBullmq() {
    return loadOptional(() => requireHere('bullmq'));
}
/**
 * A Redis connection (`ioredis`) to `target`, as BullMQ wants it (no per-command retry limit: a worker waits
 * out a Redis restart). A failure to connect names the server without its password.
 */
export async function connectRedis(target) {
    const { Redis: Client } = await loadOptional(() => requireHere('ioredis'));
    const redis = new Client(target.url, { maxRetriesPerRequest: null, lazyConnect: true });
    // Connection errors surface on the commands; ioredis would also print them unasked. The first one says
    // why connecting failed (refused, a wrong password), which the rejection of `connect` does not.
    let cause;
    redis.on('error', (err) => {
        cause ??= err;
    });
    try {
        await redis.connect();
    }
    catch (err) {
        redis.disconnect();
        throw new ConnectionError(`Redis at ${target.name} cannot be reached: ${withoutUrl(cause ?? err, target)}`, {
            requestSent: false,
        });
    }
    return redis;
}
/** An error's message with the URL (and so the password) taken out. */
function withoutUrl(err, target) {
    return String(err?.message ?? err).replaceAll(target.url, target.name);
}
async function loadOptional(load) {
    try {
        return load();
    }
    catch (cause) {
        const code = cause.code;
        if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND')
            throw new CrawlstreamError('A fleet runs on BullMQ and Redis, which crawlstream does not install by itself: npm install bullmq ioredis', { code: 'MISSING_PACKAGE', cause });
        throw cause;
    }
}
