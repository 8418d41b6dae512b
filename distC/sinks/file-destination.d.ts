import type { PageOwner } from '../paging/owned-pages.js';
import { type Checkpoint, type SinkFormat } from './checkpoint.js';
import { type DestinationExport, type OpenOptions, type PipelineStateAt } from './destination.js';
/** A destination that is one file, with its checkpoint beside it. */
export declare abstract class FileDestination {
    readonly name: string;
    readonly kind: SinkFormat;
    /** The checkpoint is written only while the file's fence holds no higher token (`file-fence.ts`). */
    readonly fences = true;
    readonly pageOwner: PageOwner;
    readonly errorsFile: string;
    constructor(name: string, kind: SinkFormat);
    /** The sink of one export. */
    abstract open(options: OpenOptions): Promise<DestinationExport>;
    /**
     * The file's folder exists (a folder that may not be written fails when the file is opened, before the job
     * is started: the export's own failure, with the path and what to do).
     */
    check(): Promise<void>;
    readCheckpoint(): Promise<Checkpoint | undefined>;
    resumeArgs(): string[];
    completeFinished(): Promise<void>;
    replaceRefusal(finished?: {
        jobId: string | null;
        records: number;
    }): string | undefined;
    pipelineState(state: string | undefined): PipelineStateAt;
}
