/**
 * What the single-file kinds (a JSONL file, a Parquet file) share: a checkpoint beside the file, the failed
 * pages in `<file>.errors.jsonl`, a pipeline's state in a file of its own (`<file>.state` or `--state`), and
 * no replacing of a file nobody asked to replace.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { pipelineTag } from '../changes/pipeline-tag.js';
import type { PageOwner } from '../paging/owned-pages.js';
import { type Checkpoint, readCheckpoint, type SinkFormat } from './checkpoint.js';
import {
  type DestinationExport,
  destinationError,
  type OpenOptions,
  type PipelineStateAt,
} from './destination.js';
import { completeFinished, sinkPageOwner } from './run-sink.js';

/** A destination that is one file, with its checkpoint beside it. */
export abstract class FileDestination {
  /** The checkpoint is written only while the file's fence holds no higher token (`file-fence.ts`). */
  readonly fences = true;
  readonly pageOwner: PageOwner;
  readonly errorsFile: string;

  constructor(
    readonly name: string,
    readonly kind: SinkFormat,
  ) {
    this.errorsFile = `${name}.errors.jsonl`;
    this.pageOwner = sinkPageOwner(kind);
  }

  /** The sink of one export. */
  abstract open(options: OpenOptions): Promise<DestinationExport>;

  /**
   * The file's folder exists (a folder that may not be written fails when the file is opened, before the job
   * is started: the export's own failure, with the path and what to do).
   */
  async check(): Promise<void> {
    const folder = dirname(resolve(this.name));
    const info = await stat(folder).catch(() => undefined);
    if (info === undefined || !info.isDirectory())
      throw destinationError(
        'output',
        'folder_missing',
        `the folder ${folder} does not exist (got "${this.name}")`,
      );
  }

  readCheckpoint(): Promise<Checkpoint | undefined> {
    return readCheckpoint(this.name);
  }

  async claimFence(token: number): Promise<void> {
    const { claimFileFence } = await import('./file-fence.js');
    await claimFileFence(this.name, token);
  }

  resumeArgs(): string[] {
    return ['-o', this.name, '--resume'];
  }

  async completeFinished(): Promise<void> {
    await completeFinished(this.name);
  }

  replaceRefusal(finished?: { jobId: string | null; records: number }): string | undefined {
    if (!existsSync(this.name)) return undefined;
    const what = finished
      ? `holds a finished export of job ${finished.jobId} (${finished.records} document${finished.records === 1 ? '' : 's'})`
      : 'exists';
    return `${this.name} ${what}`;
  }

  pipelineState(state: string | undefined): PipelineStateAt {
    const byDefault = resolve(`${this.name}.state`);
    const file = resolve(state ?? byDefault);
    return {
      file,
      byDefault: file === byDefault,
      tag: pipelineTag(basename(file), file),
      open: async (fence) => {
        const { fileChangeStore } = await import('../changes/text-change-store.js');
        const { fileFenceGuard } = await import('./file-fence.js');
        return fileChangeStore(file, fence === undefined ? undefined : fileFenceGuard(this.name, fence));
      },
    };
  }
}
