/**
 * Hive-style partitions of a dataset: which partition a document belongs to, and the object key of a part
 * file (`job_id=…/host=…/date=…/part-00000.parquet`).
 */
/** The partition columns a dataset gets unless told otherwise. */
export const DEFAULT_PARTITIONS = ['job_id', 'date'];
const COLUMNS = new Set(['job_id', 'host', 'date']);
/** Checks a `partitionBy` option: known columns, each once. */
export function checkPartitions(columns) {
    const seen = new Set();
    for (const column of columns) {
        if (!COLUMNS.has(column) || seen.has(column)) {
            throw new RangeError(`partitionBy: ${JSON.stringify(column)} is ${seen.has(column) ? 'given twice' : 'not a partition column'}; use job_id, host and date`);
        }
        seen.add(column);
    }
    return columns;
}
const SOURCE_URL = Buffer.from('"sourceURL":"');
/**
 * The host of a document's `metadata.sourceURL`, read from its JSON bytes without parsing the document
 * (inside a JSON string a quote is escaped, so the key's bytes appear only as a key). `unknown` without one.
 */
export function documentHost(doc) {
    const at = doc.lastIndexOf(SOURCE_URL);
    if (at < 0)
        return 'unknown';
    const start = at + SOURCE_URL.length;
    const end = doc.indexOf(0x22, start);
    if (end < 0)
        return 'unknown';
    try {
        return new URL(JSON.parse(`"${doc.toString('utf8', start, end)}"`)).hostname || 'unknown';
    }
    catch {
        return 'unknown';
    }
}
/** A partition value made safe for a path segment (`/`, `=`, `%` and control characters escaped). */
export function partitionValue(value) {
    return value.replace(/[%/=\\\x00-\x1f#?]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** The partition directory of a document: `job_id=…/host=…/date=…`. */
export function partitionPath(columns, values) {
    return columns.map((c) => `${c}=${partitionValue(values[c])}`).join('/');
}
