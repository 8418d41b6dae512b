import type { FormatSpec } from './types.js';
/** A requested format with its options. */
export interface FormatRequest {
    type: string;
    [key: string]: unknown;
}
/** Turns `formats` (names or `{type}` objects) into a map by type; markdown when none is given. */
export declare function normalizeFormats(formats: readonly FormatSpec[] | undefined): Map<string, FormatRequest>;
