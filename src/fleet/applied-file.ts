/**
 * The pipelines file a fleet runs, as `pipelines apply` stored it in Redis: every worker reads the
 * pipelines from here when it takes a run, so a changed file reaches all of them at once.
 */
import type { Redis } from 'ioredis';
import { fleetKeys } from './fleet-keys.js';
import { PipelinesFile } from './pipelines-file.js';

/** The applied file, or `undefined` before the first `apply`. */
export async function readAppliedFile(redis: Redis): Promise<PipelinesFile | undefined> {
  const text = await redis.get(fleetKeys.file);
  return text === null ? undefined : PipelinesFile.parse(JSON.parse(text));
}

/** Stores `file` as the applied one. */
export async function storeAppliedFile(redis: Redis, file: PipelinesFile): Promise<void> {
  await redis.set(fleetKeys.file, JSON.stringify(file));
}
