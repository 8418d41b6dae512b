import type { SinkFormat } from '../checkpoint.js';
import type { PartRecord } from './dataset-writer.js';
import type { PartitionColumn } from './partitions.js';
/** One export of the dataset. */
export interface ManifestExport {
    /** The export's run id (its part files' suffix). */
    run: string;
    jobId: string | null;
    records: number;
    jsonBytes: number;
    bytes: number;
    /** How many of the manifest's parts are this export's. */
    parts: number;
    createdAt: string;
}
export interface Manifest {
    version: 1;
    format: SinkFormat;
    partitionBy: readonly PartitionColumn[];
    /** The last export's job. */
    jobId: string | null;
    /** Totals over every part. */
    records: number;
    jsonBytes: number;
    bytes: number;
    parts: PartRecord[];
    /** Every export, oldest first. */
    exports: ManifestExport[];
    /** Objects of the dataset that are not part files: the pipeline's state and loads log (`_crawlstream/`). */
    files?: string[];
    createdAt: string;
}
/** Reads a manifest's text; one written before `exports` existed is one export. */
export declare function parseManifest(text: string, url: string): Manifest;
/**
 * The manifest with `added` in it: its parts after the earlier ones, its entry after theirs. An export
 * already listed (a resumed export whose manifest was written before the crash) is replaced, not repeated.
 */
export declare function addExport(earlier: Manifest | undefined, added: ManifestExport, parts: readonly PartRecord[], layout: {
    format: SinkFormat;
    partitionBy: readonly PartitionColumn[];
    files?: readonly string[];
}, url: string): Manifest;
/** An export added to a dataset must have its format and partitions: a reader reads all parts as one. */
export declare function checkLayout(earlier: Pick<Manifest, 'format' | 'partitionBy'>, layout: {
    format: SinkFormat;
    partitionBy: readonly PartitionColumn[];
}, url: string): void;
