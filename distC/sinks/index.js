/**
 * crawlstream/sinks: write crawl and batch-scrape pages to files and database tables, resumable after a crash. A checkpoint that
 * cannot be used fails with `CheckpointError` (from `crawlstream`).
 *
 * @packageDocumentation
 */
export { chunkMarkdown, } from '../chunks/chunk-markdown.js';
export { tokenCounter } from '../chunks/token-counter.js';
export { embeddingsClient, functionEmbedder, } from '../embeddings/embeddings-client.js';
export { checkpointPath, partialPath, readCheckpoint, } from './checkpoint.js';
export { compactDataset } from './dataset/compact-dataset.js';
export { writeDatasetErrors } from './dataset/dataset-errors.js';
export { toDataset } from './dataset/to-dataset.js';
export { destinationError, } from './destination.js';
export { destinationFor, destinationKinds, registerDestination } from './destinations.js';
export { toJsonl } from './jsonl/to-jsonl.js';
export { toParquet } from './parquet/to-parquet.js';
export { PIPELINE_STATE_VERSION, readPipelineState, } from './pipeline-state.js';
export { readTableCheckpoint, toTable, } from './table/to-table.js';
export { queryVectors } from './vectors/query-vectors.js';
export { toVectorTable, } from './vectors/to-vector-table.js';
