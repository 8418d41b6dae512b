import type { RowGroup } from 'hyparquet';
/** The checkpoint form of a row group's footer entry (JSON-safe). */
export declare function packRowGroup(g: RowGroup): unknown;
/**
 * Whether a checkpoint's entries are row groups of this schema's columns; a checkpoint written by an earlier
 * version with other columns cannot be continued.
 */
export declare function rowGroupsMatchSchema(entries: readonly unknown[]): boolean;
/** The footer entry back from its checkpoint form (packed or tagged JSON). */
export declare function unpackRowGroup(entry: unknown): RowGroup;
