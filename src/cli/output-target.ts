import { checkPartitions, type PartitionColumn } from '../sinks/dataset/partitions.js';
import { datasetCheckpointFile } from '../sinks/dataset/staging.js';
import { UsageError } from './usage-error.js';

/** Where an export goes, decided by the `-o` name. */
export type OutputTarget =
  | { format: 'stdout' }
  | { format: 'jsonl'; path: string; gzip: boolean }
  | { format: 'parquet'; path: string }
  /** A directory (`-o DIR/`) or `s3://bucket/prefix/`: part files in a partitioned layout and a manifest. */
  | {
      format: 'dataset';
      path: string;
      parts: 'parquet' | 'jsonl';
      /** `--partition-by`, when given. */
      partitionBy?: readonly PartitionColumn[];
    };

/** The file whose checkpoint (`<file>.checkpoint.json`) records an export to `output`. */
export function checkpointFile(output: Exclude<OutputTarget, { format: 'stdout' }>): string {
  return output.format === 'dataset' ? datasetCheckpointFile(output.path) : output.path;
}

/**
 * Picks the output format from the file name: `.jsonl`, `.jsonl.gz` (also `.ndjson`, `.ndjson.gz`) or
 * `.parquet`; a name ending in `/` or an `s3://` URL is a dataset (`--format` and `--partition-by` apply
 * to it only); `-` or no `-o` writes JSONL to stdout. Any other extension is a usage error naming `-o`, so a
 * typo does not produce a file in an unexpected format.
 */
export function outputTarget(raw: string | undefined, parts?: string, partitionBy?: string): OutputTarget {
  if (parts !== undefined && parts !== 'parquet' && parts !== 'jsonl') {
    throw new UsageError(`--format: parquet or jsonl (got "${parts}")`);
  }
  if (raw !== undefined && (raw.startsWith('s3://') || raw.endsWith('/'))) {
    let columns: readonly PartitionColumn[] | undefined;
    if (partitionBy !== undefined) {
      try {
        columns = checkPartitions(partitionBy.split(',').map((c) => c.trim()));
      } catch (err) {
        throw new UsageError(`--partition-by: ${(err as Error).message.replace(/^partitionBy: /, '')}`);
      }
    }
    return {
      format: 'dataset',
      path: raw,
      parts: parts ?? 'parquet',
      ...(columns ? { partitionBy: columns } : {}),
    };
  }
  if (parts !== undefined)
    throw new UsageError('--format: only for a dataset (-o DIR/ or -o s3://BUCKET/PREFIX/)');
  if (partitionBy !== undefined) {
    throw new UsageError('--partition-by: only for a dataset (-o DIR/ or -o s3://BUCKET/PREFIX/)');
  }
  if (raw === undefined || raw === '-') return { format: 'stdout' };
  const lower = raw.toLowerCase();
  if (lower.endsWith('.jsonl.gz') || lower.endsWith('.ndjson.gz'))
    return { format: 'jsonl', path: raw, gzip: true };
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson'))
    return { format: 'jsonl', path: raw, gzip: false };
  if (lower.endsWith('.parquet')) return { format: 'parquet', path: raw };
  throw new UsageError(
    `-o/--output: the file name must end in .jsonl, .jsonl.gz or .parquet, end in / for a dataset directory, be s3://BUCKET/PREFIX/, or be - for stdout (got "${raw}")`,
  );
}
