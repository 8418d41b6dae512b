import { type Checkpoint } from '../checkpoint.js';
import { type DestinationExport, type DestinationKind, type HeldExport, type OpenOptions, type PipelineStateAt } from '../destination.js';
import { type PartitionColumn } from './partitions.js';
export declare class DatasetDestination {
    #private;
    readonly name: string;
    readonly parts: 'parquet' | 'jsonl';
    readonly partitionBy: readonly PartitionColumn[] | undefined;
    readonly kind = "dataset";
    constructor(name: string, parts: 'parquet' | 'jsonl', partitionBy: readonly PartitionColumn[] | undefined, env: NodeJS.ProcessEnv);
    /** A folder's export commits its fencing token with its checkpoint (`file-fence.ts`). */
    readonly fences: boolean;
    get pageOwner(): import("../../index.js").PageOwner;
    open({ resume, append, fence }: OpenOptions): Promise<DestinationExport>;
    readCheckpoint(): Promise<Checkpoint | undefined>;
    resumeArgs(): string[];
    writeFailedPages(job: {
        jobId: string;
        failed: number;
        robotsBlocked: number;
    }, lines: string): Promise<string>;
    pipelineState(state: string | undefined): PipelineStateAt;
    /** A dataset lists an export in its manifest once it is complete; until then its checkpoint is in staging. */
    heldExport(jobId: string): Promise<HeldExport | undefined>;
    private listedExports;
}
export declare const datasetKind: DestinationKind;
