/**
 * crawlstream/sinks: write crawl and batch-scrape pages to files and database tables, resumable after a crash. A checkpoint that
 * cannot be used fails with `CheckpointError` (from `crawlstream`).
 *
 * @packageDocumentation
 */
export { type ChunkingOptions, chunkMarkdown, type MarkdownChunk, } from '../chunks/chunk-markdown.js';
export { type Encoding, type TokenCounter, tokenCounter } from '../chunks/token-counter.js';
export type { EmbeddingUsage } from '../embeddings/embed-pages.js';
export { type EmbeddedBatch, type Embedder, type EmbeddingsClientOptions, embeddingsClient, functionEmbedder, } from '../embeddings/embeddings-client.js';
export type { S3Options } from '../storage/s3-settings.js';
export { type Checkpoint, checkpointPath, type ExportKind, type OutputFormat, partialPath, readCheckpoint, type SinkFormat, } from './checkpoint.js';
export { type CompactSummary, compactDataset, type ManifestSnapshot } from './dataset/compact-dataset.js';
export { type DatasetErrorsPart, writeDatasetErrors } from './dataset/dataset-errors.js';
export type { S3TargetOptions } from './dataset/dataset-target.js';
export type { PartRecord } from './dataset/dataset-writer.js';
export type { PartitionColumn } from './dataset/partitions.js';
export { type DatasetSummary, type ToDatasetOptions, toDataset } from './dataset/to-dataset.js';
export { type Destination, type DestinationExport, type DestinationKind, type DestinationSettings, destinationError, type HeldExport, type OpenOptions, type PipelineStateAt, type WritableLike, type Written, } from './destination.js';
export { destinationFor, destinationKinds, registerDestination } from './destinations.js';
export { type ToJsonlOptions, toJsonl } from './jsonl/to-jsonl.js';
export type { ParquetCompression } from './parquet/row-group.js';
export { type ToParquetOptions, toParquet } from './parquet/to-parquet.js';
export { type ChangeState, type ExportState, PIPELINE_STATE_VERSION, type PipelineState, readPipelineState, } from './pipeline-state.js';
export type { SinkOptions, SinkPage } from './run-sink.js';
export type { SinkSummary } from './sink-summary.js';
export type { WriteMode } from './table/table-schema.js';
export { type ReadTableCheckpointOptions, readTableCheckpoint, type TableSummary, type ToTableOptions, toTable, } from './table/to-table.js';
export { type QueryVectorsOptions, queryVectors, type VectorHit } from './vectors/query-vectors.js';
export { type ToVectorTableOptions, toVectorTable, type VectorTableSummary, } from './vectors/to-vector-table.js';
