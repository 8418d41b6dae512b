/**
 * `-o DIR/` or `-o s3://BUCKET/PREFIX/`: part files in a partitioned layout and a manifest, written last.
 * Its export's checkpoint is in local staging until the manifest lists the export; a pipeline's state and its
 * failed pages are objects of the dataset (`_crawlstream/`, `errors/`).
 */
import { pipelineTag } from '../../changes/pipeline-tag.js';
import { type Checkpoint, readCheckpoint } from '../checkpoint.js';
import {
  type DestinationExport,
  type DestinationKind,
  destinationError,
  type HeldExport,
  type OpenOptions,
  type PipelineStateAt,
} from '../destination.js';
import { sinkPageOwner } from '../run-sink.js';
import { checkPartitions, type PartitionColumn } from './partitions.js';
import { datasetCheckpointFile } from './staging.js';

export class DatasetDestination {
  readonly kind = 'dataset';
  /** Where the S3 credentials come from: private, so that nothing shown of the destination holds them. */
  readonly #env: NodeJS.ProcessEnv;

  constructor(
    readonly name: string,
    readonly parts: 'parquet' | 'jsonl',
    readonly partitionBy: readonly PartitionColumn[] | undefined,
    env: NodeJS.ProcessEnv,
  ) {
    this.#env = env;
    // The checkpoint in the local staging folder is fenced like a file's; parts on S3 are uploaded from
    // another machine's staging folder than a successor's, which a fence there cannot stop.
    this.fences = !name.startsWith('s3://');
  }

  /** A folder's export commits its fencing token with its checkpoint (`file-fence.ts`). */
  readonly fences: boolean;

  get pageOwner() {
    return sinkPageOwner(this.parts);
  }

  async open({ resume, append, fence }: OpenOptions): Promise<DestinationExport> {
    const { toDataset } = await import('./to-dataset.js');
    // A pipeline adds each run's export to the dataset, its state listed with the parts.
    const files = append ? (await import('./dataset-state-store.js')).DATASET_STATE_FILES : undefined;
    const sink = toDataset(this.name, {
      format: this.parts,
      ...(this.partitionBy ? { partitionBy: this.partitionBy } : {}),
      resume,
      overwrite: !resume,
      fence,
      s3: { env: this.#env },
      ...(files ? { append: true, files } : {}),
    });
    return { sink };
  }

  readCheckpoint(): Promise<Checkpoint | undefined> {
    return readCheckpoint(datasetCheckpointFile(this.name));
  }

  resumeArgs(): string[] {
    const args = ['-o', this.name, '--resume'];
    if (this.parts !== 'parquet') args.push('--format', this.parts);
    if (this.partitionBy) args.push('--partition-by', this.partitionBy.join(','));
    return args;
  }

  async writeFailedPages(
    job: { jobId: string; failed: number; robotsBlocked: number },
    lines: string,
  ): Promise<string> {
    const { writeDatasetErrors } = await import('./dataset-errors.js');
    return writeDatasetErrors(this.name, job, lines, { s3: { env: this.#env } });
  }

  pipelineState(state: string | undefined): PipelineStateAt {
    if (state !== undefined)
      throw destinationError(
        'state',
        'kept_in_destination',
        'a dataset keeps its pipeline state under _crawlstream/',
      );
    const name = this.name.replace(/\/+$/, '').split('/').at(-1) ?? 'dataset';
    return {
      byDefault: true,
      tag: pipelineTag(name, this.name),
      open: async (fence) => {
        const { datasetChangeStore } = await import('./dataset-state-store.js');
        const { fileFenceGuard } = await import('../file-fence.js');
        const marker = datasetCheckpointFile(this.name);
        const guard = fence === undefined ? undefined : fileFenceGuard(marker, fence);
        return datasetChangeStore(this.name, { s3: { env: this.#env } }, guard);
      },
    };
  }

  async claimFence(token: number): Promise<void> {
    if (!this.fences) return;
    const { claimFileFence } = await import('../file-fence.js');
    await claimFileFence(datasetCheckpointFile(this.name), token);
  }

  /** A dataset lists an export in its manifest once it is complete; until then its checkpoint is in staging. */
  async heldExport(jobId: string): Promise<HeldExport | undefined> {
    const checkpoint = await this.readCheckpoint();
    if (checkpoint?.jobId === jobId) {
      return { finished: false, skip: checkpoint.cursor.skip, jsonBytes: checkpoint.jsonBytes };
    }
    const listed = (await this.listedExports()).find((e) => e.jobId === jobId);
    return listed ? { finished: true, skip: 0, jsonBytes: listed.jsonBytes } : undefined;
  }

  private async listedExports() {
    const { openTarget } = await import('./dataset-target.js');
    const { parseManifest } = await import('./manifest.js');
    const dataset = openTarget(this.name, { s3: { env: this.#env } });
    try {
      const text = await dataset.readManifest();
      return text === undefined ? [] : parseManifest(text, dataset.url).exports;
    } finally {
      await dataset.close();
    }
  }
}

export const datasetKind: DestinationKind = {
  kind: 'dataset',
  describe: 'a dataset (-o DIR/ or -o s3://BUCKET/PREFIX/)',
  forms: 'end in / for a dataset directory or be s3://BUCKET/PREFIX/',
  options: ['parts', 'partitionBy'],
  matches: (target) => target !== undefined && (target.startsWith('s3://') || target.endsWith('/')),
  create(target, { options, env }) {
    const parts = options.parts ?? 'parquet';
    if (parts !== 'parquet' && parts !== 'jsonl')
      throw destinationError('parts', 'invalid_value', `parquet or jsonl (got "${parts}")`);
    return new DatasetDestination(target as string, parts, partitions(options.partitionBy), env);
  },
};

function partitions(list: string | undefined): readonly PartitionColumn[] | undefined {
  if (list === undefined) return undefined;
  try {
    return checkPartitions(list.split(',').map((c) => c.trim()));
  } catch (err) {
    throw destinationError(
      'partitionBy',
      'invalid_value',
      (err as Error).message.replace(/^partitionBy: /, ''),
    );
  }
}
