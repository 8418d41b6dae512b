import { type DestinationExport, type DestinationKind, type HeldExport, type OpenOptions, type PipelineStateAt } from '../destination.js';
import { FileDestination } from '../file-destination.js';
export declare class JsonlDestination extends FileDestination {
    #private;
    readonly gzip: boolean;
    /** The file's export of `jobId`: only an uncompressed file grows export after export (`monitor export`). */
    readonly heldExport: ((jobId: string) => Promise<HeldExport | undefined>) | undefined;
    constructor(path: string, gzip: boolean);
    /** `append`: a pipeline whose state is kept elsewhere replaces the file; one that grows it asks for it. */
    open({ resume, overwrite, append, fence }: OpenOptions): Promise<DestinationExport>;
    /** Written under `<path>.partial` and renamed when complete, so a failed run never leaves half a file. */
    writeRecords(lines: readonly string[]): Promise<void>;
    /** A pipeline's state beside the file; one an earlier release's `monitor export` kept is migrated first. */
    pipelineState(state: string | undefined): PipelineStateAt;
    heldDocuments(records: number): AsyncIterable<string>;
}
export declare const jsonlKind: DestinationKind;
