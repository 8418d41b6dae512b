import { BULL_PREFIX, QUEUE_NAME } from './fleet-keys.js';
import { connectRedis, loadBullmq } from './redis-target.js';
import { RunRecords } from './run-records.js';
export async function openFleet(target) {
    const { Queue } = await loadBullmq();
    const redis = await connectRedis(target);
    const queue = new Queue(QUEUE_NAME, { connection: redis, prefix: BULL_PREFIX });
    return {
        redis,
        queue,
        records: new RunRecords(redis),
        async close() {
            await queue.close();
            redis.disconnect();
        },
    };
}
