import { checkPartitions, type PartitionColumn } from '../sinks/dataset/partitions.js';
import { datasetCheckpointFile } from '../sinks/dataset/staging.js';
import { redactedUrl } from '../sinks/table/database-url.js';
import { isTableName, TABLE_NAME_RULE, type WriteMode } from '../sinks/table/table-schema.js';
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
    }
  /** A table of a Postgres database (`-o postgres://…`) or of a DuckDB file (`-o FILE.duckdb`). */
  | {
      format: 'table';
      /** The database and table, as messages name them (no password). */
      path: string;
      /** What the sink connects to (may hold a password: never printed). */
      target: string;
      /** The database as printed: the URL without its password, or the DuckDB file. */
      database: string;
      table: string;
      write: WriteMode;
      /** The URL gave a password, which a printed command leaves out. */
      passwordGiven: boolean;
    };

/** The output of a file or dataset export (what has a checkpoint file). */
export type FileTarget = Exclude<OutputTarget, { format: 'stdout' } | { format: 'table' }>;

/** `-o` and the flags that shape it. */
export interface OutputFlags {
  /** `--format`: the part files of a dataset. */
  parts?: string | undefined;
  /** `--partition-by`. */
  partitionBy?: string | undefined;
  /** `--table`. */
  table?: string | undefined;
  /** `--write`. */
  write?: string | undefined;
  /** Where `-o postgres` finds `DATABASE_URL`. */
  env?: NodeJS.ProcessEnv | undefined;
}

/** The file whose checkpoint (`<file>.checkpoint.json`) records an export to `output`. */
export function checkpointFile(output: FileTarget): string {
  return output.format === 'dataset' ? datasetCheckpointFile(output.path) : output.path;
}

/**
 * Picks the output format from the file name: `.jsonl`, `.jsonl.gz` (also `.ndjson`, `.ndjson.gz`) or
 * `.parquet`; a name ending in `/` or an `s3://` URL is a dataset (`--format` and `--partition-by` apply
 * to it only); `postgres://…` (or `postgres`: `DATABASE_URL`, else the `PG*` variables) or a `.duckdb` file
 * is a table (`--table`, `--write`); `-` or no `-o` writes JSONL to stdout. Any other extension is a usage
 * error naming `-o`, so a typo does not produce a file in an unexpected format.
 */
export function outputTarget(raw: string | undefined, flags: OutputFlags = {}): OutputTarget {
  const { parts, partitionBy } = flags;
  const table = tableTarget(raw, flags);
  if (table) return table;
  if (flags.table !== undefined || flags.write !== undefined) {
    throw new UsageError(
      `--${flags.table !== undefined ? 'table' : 'write'}: only for a database (-o postgres://USER@HOST/DB or -o FILE.duckdb)`,
    );
  }
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

/** The table output `-o` names, or `undefined` when it names none. */
function tableTarget(raw: string | undefined, flags: OutputFlags): OutputTarget | undefined {
  if (raw === undefined) return undefined;
  const postgres = /^postgres(ql)?:\/\//i.test(raw) || raw === 'postgres';
  if (!postgres && !/\.(duckdb|ddb)$/i.test(raw)) return undefined;
  if (flags.parts !== undefined)
    throw new UsageError('--format: only for a dataset (-o DIR/ or -o s3://BUCKET/PREFIX/)');
  if (flags.partitionBy !== undefined) {
    throw new UsageError('--partition-by: only for a dataset (-o DIR/ or -o s3://BUCKET/PREFIX/)');
  }
  const table = flags.table ?? 'pages';
  if (!isTableName(table)) throw new UsageError(`--table: ${TABLE_NAME_RULE} (got "${table}")`);
  const write = flags.write ?? 'merge';
  if (write !== 'merge' && write !== 'append')
    throw new UsageError(`--write: merge or append (got "${write}")`);
  const target = raw === 'postgres' ? (flags.env?.DATABASE_URL ?? 'postgres://') : raw;
  const database = postgres ? redactedUrl(target) : target;
  let passwordGiven = false;
  try {
    passwordGiven = postgres && new URL(target).password !== '';
  } catch {
    throw new UsageError(`-o/--output: not a valid postgres:// URL (got "${database}")`);
  }
  return {
    format: 'table',
    path: `${database} table ${table}`,
    target,
    database,
    table,
    write,
    passwordGiven,
  };
}
