import { type DedupeStore } from '../operators/index.js';
/**
 * `--dedupe --resume`: puts the canonical URLs of the documents an unfinished export holds into the store,
 * so a document written before the interruption is still a duplicate after it.
 */
export declare function seedDedupe(documents: AsyncIterable<string>, store: DedupeStore): Promise<void>;
