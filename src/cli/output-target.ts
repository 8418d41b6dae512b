import { UsageError } from './usage-error.js';

/** Where an export goes, decided by the `-o` file name. */
export type OutputTarget =
  | { format: 'stdout' }
  | { format: 'jsonl'; path: string; gzip: boolean }
  | { format: 'parquet'; path: string };

/**
 * Picks the output format from the file name: `.jsonl`, `.jsonl.gz` (also `.ndjson`, `.ndjson.gz`) or
 * `.parquet`; `-` or no `-o` writes JSONL to stdout. Any other extension is a usage error naming `-o`, so a
 * typo does not produce a file in an unexpected format.
 */
export function outputTarget(raw: string | undefined): OutputTarget {
  if (raw === undefined || raw === '-') return { format: 'stdout' };
  const lower = raw.toLowerCase();
  if (lower.endsWith('.jsonl.gz') || lower.endsWith('.ndjson.gz'))
    return { format: 'jsonl', path: raw, gzip: true };
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson'))
    return { format: 'jsonl', path: raw, gzip: false };
  if (lower.endsWith('.parquet')) return { format: 'parquet', path: raw };
  throw new UsageError(
    `-o/--output: the file name must end in .jsonl, .jsonl.gz or .parquet, or be - for stdout (got "${raw}")`,
  );
}
