/**
 * Hive-style partitions of a dataset: which partition a document belongs to, and the object key of a part
 * file (`job_id=…/host=…/date=…/part-00000.parquet`).
 */
/** A column a dataset can be partitioned by. */
export type PartitionColumn = 'job_id' | 'host' | 'date';
/** The partition columns a dataset gets unless told otherwise. */
export declare const DEFAULT_PARTITIONS: readonly PartitionColumn[];
/** Checks a `partitionBy` option: known columns, each once. */
export declare function checkPartitions(columns: readonly string[]): readonly PartitionColumn[];
/**
 * The host of a document's `metadata.sourceURL`, read from its JSON bytes without parsing the document
 * (inside a JSON string a quote is escaped, so the key's bytes appear only as a key). `unknown` without one.
 */
export declare function documentHost(doc: Buffer): string;
/** A partition value made safe for a path segment (`/`, `=`, `%` and control characters escaped). */
export declare function partitionValue(value: string): string;
/** The partition directory of a document: `job_id=…/host=…/date=…`. */
export declare function partitionPath(columns: readonly PartitionColumn[], values: Readonly<Record<PartitionColumn, string>>): string;
