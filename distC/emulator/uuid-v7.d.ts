import type { Random } from './seeded-random.js';
/**
 * Builds a UUID version 7 (48-bit millisecond timestamp, then random bits) as the service issues job
 * ids. The random bits come from the given seeded source so ids are reproducible for one seed and clock.
 */
export declare function uuidV7(timeMs: number, random: Random): string;
/** Whether `value` has the textual shape of a UUID (any version), as the service checks path ids. */
export declare function isUuid(value: string): boolean;
