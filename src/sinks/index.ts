/**
 * crawlstream/sinks: write crawl and batch-scrape pages to files, resumable after a crash. A checkpoint that
 * cannot be used fails with `CheckpointError` (from `crawlstream`).
 *
 * @packageDocumentation
 */
export {
  type Checkpoint,
  checkpointPath,
  partialPath,
  readCheckpoint,
  type SinkFormat,
} from './checkpoint.js';
export type { ParquetCompression } from './parquet/row-group.js';
export { type ToParquetOptions, toParquet } from './parquet/to-parquet.js';
export type { SinkOptions, SinkPage } from './run-sink.js';
export type { SinkSummary } from './sink-summary.js';
export { type ToJsonlOptions, toJsonl } from './to-jsonl.js';
