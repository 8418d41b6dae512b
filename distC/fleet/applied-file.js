import { fleetKeys } from './fleet-keys.js';
import { PipelinesFile } from './pipelines-file.js';
/** The applied file, or `undefined` before the first `apply`. */
export async function readAppliedFile(redis) {
    const text = await redis.get(fleetKeys.file);
    return text === null ? undefined : PipelinesFile.parse(JSON.parse(text));
}
/** Stores `file` as the applied one. */
export async function storeAppliedFile(redis, file) {
    await redis.set(fleetKeys.file, JSON.stringify(file));
}
