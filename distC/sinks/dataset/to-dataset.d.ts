import { type OperatorFunction } from 'rxjs';
import { type SinkOptions, type SinkPage } from '../run-sink.js';
import type { SinkSummary } from '../sink-summary.js';
import { type S3TargetOptions } from './dataset-target.js';
import { type PartRecord } from './dataset-writer.js';
import { type PartitionColumn } from './partitions.js';
/** Options of {@link toDataset}. */
export interface ToDatasetOptions extends SinkOptions, S3TargetOptions {
    /** Format of the part files. @default 'parquet' */
    format?: 'parquet' | 'jsonl' | undefined;
    /**
     * Hive-style partition columns, in path order: `job_id`, `host` (of each document's `sourceURL`) and
     * `date` (the UTC day the export received the document: the service gives documents no scrape time).
     * @default ['job_id', 'date']
     */
    partitionBy?: readonly PartitionColumn[] | undefined;
    /** Roll a part file once it holds this many bytes of document JSON. @default 128 MB */
    partBytes?: number | undefined;
    /** Most part files open at once (with `host` partitions); the least recently written is finished first. @default 8 */
    maxOpenParts?: number | undefined;
    /**
     * Add this export to a dataset that already holds others (a daily pipeline's): the manifest then lists
     * every export's parts and one entry per export (`exports`). Without it a dataset that holds a finished
     * export is refused (`DATASET_EXISTS`). The format and partitions must be the dataset's. @default false
     */
    append?: boolean | undefined;
    /** Other objects of the dataset for the manifest to list (a pipeline's state, `_crawlstream/…`). */
    files?: readonly string[] | undefined;
}
/** What {@link toDataset} emits once the manifest is written. */
export interface DatasetSummary extends Omit<SinkSummary, 'path' | 'format'> {
    /** The dataset: `s3://bucket/prefix/` or the directory. */
    path: string;
    format: 'parquet' | 'jsonl';
    /** The manifest's location. */
    manifest: string;
    /** The part files, as the manifest lists them. */
    parts: PartRecord[];
}
/**
 * Writes the pages of a crawl or batch-scrape job as a dataset: part files of about `partBytes` in a
 * Hive-style layout (`job_id=…/date=…/part-00000-….parquet`), then `_manifest.json` listing them, written
 * last and atomically, so a reader that trusts the manifest never sees a half-written export. The target is
 * a local directory or `s3://bucket/prefix/` (credentials and endpoint from `s3` or the AWS environment).
 *
 * Parts grow in a local staging folder through the file sinks' writers and are published as they finish
 * (renamed into place, or streamed up by a multipart upload while the next part fills). The checkpoint in
 * the staging folder records the cursor and every part's state, so `resume: true` after a crash at any
 * point gives every document exactly once.
 *
 * @example
 * ```ts
 * await lastValueFrom(client.crawlPages(jobId).pipe(toDataset('s3://my-bucket/crawls/site/')));
 * ```
 */
export declare function toDataset(target: string, options?: ToDatasetOptions): OperatorFunction<SinkPage, DatasetSummary>;
