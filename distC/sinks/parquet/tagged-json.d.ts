/**
 * JSON for Parquet footer entries: `bigint` becomes `{ $bigint: "123" }` and bytes `{ $base64: "..." }`,
 * so a checkpoint can carry row-group metadata and give it back unchanged.
 */
export declare function toTaggedJson(value: unknown): unknown;
/** Inverse of {@link toTaggedJson}. */
export declare function fromTaggedJson(value: unknown): unknown;
