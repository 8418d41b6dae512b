import { readFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CheckpointError } from '../errors/errors.js';
import { syncDir, writeFileDurably } from '../files/durable-file.js';
import type { ExportKind } from '../paging/page-event.js';

export type { ExportKind };

/** The file formats a sink writes. */
export type SinkFormat = 'jsonl' | 'parquet';

/** What a sink writes: a file format, or rows of a database table (`toTable`). */
export type OutputFormat = SinkFormat | 'table';

/**
 * What a sink has durably written, kept in `<path>.checkpoint.json`. Written atomically (temporary file,
 * fsync, rename) and only after the data it describes was fsynced, so after a crash at any instant it
 * describes a prefix of the partial file that is really on disk.
 */
export interface Checkpoint {
  /** Layout version of this record. */
  version: 1;
  format: OutputFormat;
  /** The job the documents come from; `null` before the first page. */
  jobId: string | null;
  kind: ExportKind | null;
  /** Resume the job here: `crawlPages(jobId, { from: cursor })`. */
  cursor: { skip: number };
  /** Documents durably written. */
  records: number;
  /** Bytes of the output file that hold them (the partial file is cut back to this on resume). */
  bytes: number;
  /** Characters of document JSON they came from. */
  jsonBytes: number;
  /** `true` once the file is finished (footer written) and renamed, or about to be renamed, into place. */
  complete: boolean;
  /** JSONL: whether the file is gzip (one gzip member per page, so it can be cut at a member boundary). */
  gzip?: boolean;
  /** Parquet: the row groups' footer entries, with BigInt and byte values tagged for JSON. */
  rowGroups?: unknown[];
  /** Datasets: the part files published, being published and being written (see `toDataset`). */
  dataset?: unknown;
  /**
   * An export appended to a finished file (`append`): what the file held before it, so that this export's
   * own documents are `records - appendedTo.records`.
   */
  appendedTo?: { records: number; jsonBytes: number };
  /** When it was written (ISO 8601). */
  updatedAt: string;
}

/** `<path>.checkpoint.json`. */
export function checkpointPath(path: string): string {
  return `${path}.checkpoint.json`;
}

/** `<path>.partial`: where a sink writes until it renames the finished file to `path`. */
export function partialPath(path: string): string {
  return `${path}.partial`;
}

/**
 * Reads the checkpoint of an export to `path` (the final output path), or `undefined` when there is none.
 *
 * @example
 * ```ts
 * const cp = await readCheckpoint('out.jsonl');
 * if (cp && !cp.complete && cp.jobId) {
 *   await lastValueFrom(client.crawlPages(cp.jobId, { from: cp.cursor }).pipe(toJsonl('out.jsonl', { resume: true })));
 * }
 * ```
 */
export async function readCheckpoint(path: string): Promise<Checkpoint | undefined> {
  let text: string;
  try {
    text = await readFile(checkpointPath(path), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  let value: Checkpoint;
  try {
    value = JSON.parse(text) as Checkpoint;
  } catch (cause) {
    throw new CheckpointError(
      `Checkpoint ${checkpointPath(path)} is not valid JSON; delete it to start over`,
      {
        cause,
      },
    );
  }
  if (value?.version !== 1 || typeof value.records !== 'number' || typeof value.bytes !== 'number') {
    throw new CheckpointError(
      `Checkpoint ${checkpointPath(path)} has an unknown layout; delete it to start over`,
    );
  }
  return value;
}

/**
 * The checkpoint of an export at `path` that a resume would continue: one that names its job and is not
 * complete. A run that starts over must not throw it away unasked (the sinks' `overwrite`, the CLI's
 * `--force`). An unreadable checkpoint counts as none.
 */
export async function unfinishedExport(path: string): Promise<Checkpoint | undefined> {
  const checkpoint = await readCheckpoint(path).catch(() => undefined);
  return checkpoint && !checkpoint.complete && checkpoint.jobId !== null ? checkpoint : undefined;
}

/**
 * Writes the checkpoint of `path` atomically: temporary file, fsync, rename, fsync of the folder.
 * `beforeRename`: a last check right before the rename (a fleet's fence), which may refuse it.
 */
export async function writeCheckpoint(
  path: string,
  checkpoint: Checkpoint,
  beforeRename?: () => Promise<void>,
): Promise<void> {
  await writeFileDurably(checkpointPath(path), JSON.stringify(checkpoint, null, 1), beforeRename);
}

/** Deletes the checkpoint of `path` if there is one. */
export async function removeCheckpoint(path: string): Promise<void> {
  await unlink(checkpointPath(path)).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  await syncDir(dirname(path));
}
