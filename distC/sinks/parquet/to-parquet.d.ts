import type { OperatorFunction } from 'rxjs';
import type { FormatWriter, OpenContext } from '../format-writer.js';
import { type SinkOptions, type SinkPage } from '../run-sink.js';
import type { SinkSummary } from '../sink-summary.js';
import type { ParquetCompression } from './codecs.js';
/** Options of {@link toParquet}. */
export interface ToParquetOptions extends SinkOptions {
    /**
     * Most documents per row group.
     * @default 1000
     */
    rowGroupSize?: number;
    /**
     * Most bytes of document JSON per row group; with `rowGroupSize` it bounds memory whatever the document
     * sizes (a single larger document still makes a row group of its own).
     * @default 4194304 (4 MiB)
     */
    rowGroupBytes?: number;
    /**
     * Column chunk compression: `'snappy'` (native, the Parquet ecosystem's usual default), `'gzip'` (level
     * 1: files about a fifth smaller on real pages, compression several times slower) or `'none'`.
     * benchmarks/README.md has the measurements.
     * @default 'snappy'
     */
    compression?: ParquetCompression;
    /**
     * Fill the columns, compress pages and assemble row groups in a worker thread, while the calling thread
     * fetches pages and gathers the next row group's documents. `false` does all of it in the calling
     * thread: less memory, but a slower export wherever a second core is free (benchmarks/README.md).
     * @default true
     */
    worker?: boolean;
    /**
     * Least time between checkpoints (each costs three fsyncs and the rewrite of a file listing every row
     * group), as for JSONL. 0 checkpoints after every row group: measured 8-18% slower on a 1 GB export
     * (benchmarks/README.md); a crash then re-fetches at most a row group instead of about a second of data.
     * @default 1000
     */
    checkpointIntervalMs?: number;
}
/**
 * Writes the pages of a crawl or batch-scrape job to a Parquet file with the columns `url`, `sourceURL`,
 * `title`, `description`, `language`, `statusCode`, `error`, `markdown`, `html`, `rawHtml`, `links` (list of
 * strings), `screenshot`, `warning`, `changeStatus` and `previousScrapeAt` (the document's `changeTracking`,
 * the time as ISO 8601 text), `metadata` (JSON text of the whole metadata object) and `jobId`.
 *
 * Each document's JSON bytes are copied into the row group being gathered as they arrive (no views kept
 * into the page); a worker thread copies the fields out of them into column buffers (no `JSON.parse` of
 * whole documents) and compresses the pages (native Snappy by default) while the next group is gathered.
 * Memory is bounded by the row group size: one group being gathered, two being encoded or written.
 *
 * Crash safety: row groups are appended to `<path>.partial` right after the 4-byte header, each at the
 * offset it was encoded for; at most once a second (`checkpointIntervalMs`) after a row group is written,
 * the file is fsynced and then `<path>.checkpoint.json` records the end offset and the row groups' footer
 * entries. The footer is written only at completion, then the file
 * is renamed to `path`. `resume: true` cuts the partial file back to the checkpoint's offset (dropping any
 * half-written row group), restores the footer entries and continues from the checkpoint's cursor; the
 * final footer lists old and new row groups alike. So a kill at any instant loses at most what was
 * written since the last checkpoint (fetched again on resume), and every document lands in the file
 * exactly once.
 *
 * @example
 * ```ts
 * const summary = await lastValueFrom(client.crawlPages(jobId).pipe(toParquet('site.parquet')));
 * // { path: 'site.parquet', format: 'parquet', records: 1200, bytes: 811200, ... }
 * ```
 */
export declare function toParquet(path: string, options?: ToParquetOptions): OperatorFunction<SinkPage, SinkSummary>;
/** Opens Parquet files; `dispose()` closes the encoders it keeps for the next file. */
export interface ParquetWriterFactory {
    (ctx: OpenContext): Promise<FormatWriter>;
    dispose(): Promise<void>;
}
/**
 * Opens Parquet files the way {@link toParquet} writes them: for `toParquet` and the dataset sink's parts.
 * With `keepEncoders`, the encoder of a file that was finished cleanly (every row encoded) serves the next
 * file opened, so a dataset of many parts starts one encoder thread, not one per part; `dispose()` closes
 * them. Without it, each file's encoder is closed with the file.
 */
export declare function parquetWriterFactory(options: Pick<ToParquetOptions, 'compression' | 'worker'> & {
    rowGroupSize: number;
    rowGroupBytes: number;
    keepEncoders: boolean;
}): ParquetWriterFactory;
