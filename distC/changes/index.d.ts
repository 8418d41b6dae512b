/**
 * crawlstream/changes: change-aware pipelines. `ChangeTracker` marks each document new, changed or same
 * against what the pipeline saw before, writes tombstones for what disappeared, and commits the run's state
 * and its load record to a store: a file (`fileChangeStore`), a dataset (`datasetChangeStore`) or the
 * database of a table (`tableChangeStore`).
 *
 * @packageDocumentation
 */
export { DATASET_STATE_FILES, datasetChangeStore } from '../sinks/dataset/dataset-state-store.js';
export { tableChangeStore } from '../sinks/table/table-state-store.js';
export type { ChangeStore, FenceGuard, Journal, JournalHeader, PageFacts } from './change-store.js';
export { ChangeTracker, type ChangeTrackerOptions, type RunResult } from './change-tracker.js';
export type { ChangeSource, ChangeStatus, JournalEntry, LoadOutcome, LoadRecord, UrlState, } from './change-types.js';
export { type CrawlScope, crawlScope } from './crawl-scope.js';
export { pipelineTag } from './pipeline-tag.js';
export { fileChangeStore } from './text-change-store.js';
