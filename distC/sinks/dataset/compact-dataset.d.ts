import { type S3TargetOptions } from './dataset-target.js';
import type { PartRecord } from './dataset-writer.js';
/** A snapshot of a dataset's current state, as its manifest lists it. */
export interface ManifestSnapshot {
    run: string;
    createdAt: string;
    /** How many of the manifest's exports (the first ones) it covers. */
    exports: number;
    records: number;
    parts: PartRecord[];
}
/** What {@link compactDataset} wrote. */
export interface CompactSummary {
    snapshot: ManifestSnapshot;
    /** Records read from the parts it compacted (every version of every URL). */
    recordsRead: number;
}
export declare function compactDataset(target: string, options?: S3TargetOptions): Promise<CompactSummary>;
