/** A fleet's Redis and its queue, as the commands that are not workers open them. */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type RedisTarget } from './redis-target.js';
import { RunRecords } from './run-records.js';
export interface FleetConnection {
    redis: Redis;
    queue: Queue;
    records: RunRecords;
    close(): Promise<void>;
}
export declare function openFleet(target: RedisTarget): Promise<FleetConnection>;
