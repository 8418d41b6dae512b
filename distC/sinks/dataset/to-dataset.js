import { mkdir, rm } from 'node:fs/promises';
import { concatMap, defer, finalize } from 'rxjs';
import { readCheckpoint } from '../checkpoint.js';
import { openJsonlWriter } from '../jsonl/to-jsonl.js';
import { parquetWriterFactory } from '../parquet/to-parquet.js';
import { runSink } from '../run-sink.js';
import { finishedExportError, MANIFEST, openTarget } from './dataset-target.js';
import { openDatasetWriter } from './dataset-writer.js';
import { checkLayout, parseManifest } from './manifest.js';
import { checkPartitions, DEFAULT_PARTITIONS } from './partitions.js';
import { datasetCheckpointFile } from './staging.js';
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
export function toDataset(target, options = {}) {
    const format = options.format ?? 'parquet';
    const partitionBy = checkPartitions(options.partitionBy ?? DEFAULT_PARTITIONS);
    const partBytes = options.partBytes ?? 128_000_000;
    if (!(partBytes >= 1))
        throw new RangeError(`toDataset: partBytes must be ≥ 1, got ${partBytes}`);
    const parquetParts = format === 'parquet'
        ? parquetWriterFactory({
            rowGroupSize: 1000,
            rowGroupBytes: 4 * 1024 * 1024,
            keepEncoders: true,
            // Partitioned by host, several parts are open at once: one encoder thread each would multiply
            // the memory, so their row groups are encoded in this thread.
            worker: !partitionBy.includes('host'),
        })
        : undefined;
    const openPart = parquetParts ?? ((ctx) => openJsonlWriter(ctx, false, 6));
    return (source) => defer(async () => {
        const dataset = openTarget(target, options);
        const marker = datasetCheckpointFile(target, options.stagingDir);
        try {
            // A finished export is never written over, whatever `overwrite` says (that is for unfinished ones).
            const text = options.resume ? undefined : await dataset.readManifest();
            if (text !== undefined) {
                if (!options.append)
                    throw finishedExportError(dataset.url);
                checkLayout(parseManifest(text, dataset.url), { format, partitionBy }, dataset.url);
            }
            await mkdir(dataset.staging, { recursive: true });
        }
        catch (err) {
            await dataset.close();
            throw err;
        }
        return { dataset, marker };
    }).pipe(concatMap(({ dataset, marker }) => source.pipe(
    // A dataset's `append` adds an export to its manifest; its staging marker is never grown.
    runSink(marker, format, { ...options, append: false, defaultCheckpointIntervalMs: 1000 }, (ctx) => openDatasetWriter(ctx, {
        target: dataset,
        format,
        partitionBy,
        partBytes,
        maxOpenParts: options.maxOpenParts ?? 8,
        openPart,
        today: () => new Date().toISOString().slice(0, 10),
        append: options.append,
        files: options.files,
    })), concatMap(async (summary) => {
        const checkpoint = await readCheckpoint(marker);
        const parts = checkpoint?.dataset?.published ?? [];
        // The manifest is in place: the staging folder, checkpoint included, has done its job.
        await rm(dataset.staging, { recursive: true, force: true });
        // Closed before the summary goes out (`finalize` below covers failures and unsubscribing).
        await parquetParts?.dispose();
        await dataset.close();
        return {
            ...summary,
            path: dataset.url,
            format,
            manifest: `${dataset.url}${MANIFEST}`,
            parts,
        };
    }), finalize(() => {
        dataset.close().catch(() => undefined);
        parquetParts?.dispose().catch(() => undefined);
    }))));
}
