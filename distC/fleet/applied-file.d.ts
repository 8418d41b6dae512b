/**
 * The pipelines file a fleet runs, as `pipelines apply` stored it in Redis: every worker reads the
 * pipelines from here when it takes a run, so a changed file reaches all of them at once.
 */
import type { Redis } from 'ioredis';
import { PipelinesFile } from './pipelines-file.js';
/** The applied file, or `undefined` before the first `apply`. */
export declare function readAppliedFile(redis: Redis): Promise<PipelinesFile | undefined>;
/** Stores `file` as the applied one. */
export declare function storeAppliedFile(redis: Redis, file: PipelinesFile): Promise<void>;
