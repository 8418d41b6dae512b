/** A fleet's Redis and its queue, as the commands that are not workers open them. */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { BULL_PREFIX, QUEUE_NAME } from './fleet-keys.js';
import { connectRedis, loadBullmq, type RedisTarget } from './redis-target.js';
import { RunRecords } from './run-records.js';

export interface FleetConnection {
  redis: Redis;
  queue: Queue;
  records: RunRecords;
  close(): Promise<void>;
}

export async function openFleet(target: RedisTarget): Promise<FleetConnection> {
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
