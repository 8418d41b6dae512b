/**
 * JSON for Parquet footer entries: `bigint` becomes `{ $bigint: "123" }` and bytes `{ $base64: "..." }`,
 * so a checkpoint can carry row-group metadata and give it back unchanged.
 */
export function toTaggedJson(value) {
    if (typeof value === 'bigint')
        return { $bigint: value.toString() };
    if (value instanceof Uint8Array)
        return { $base64: Buffer.from(value.buffer, value.byteOffset, value.length).toString('base64') };
    if (Array.isArray(value))
        return value.map(toTaggedJson);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [k, v] of Object.entries(value))
            if (v !== undefined)
                out[k] = toTaggedJson(v);
        return out;
    }
    return value;
}
/** Inverse of {@link toTaggedJson}. */
export function fromTaggedJson(value) {
    if (Array.isArray(value))
        return value.map(fromTaggedJson);
    if (value !== null && typeof value === 'object') {
        const o = value;
        if (typeof o.$bigint === 'string')
            return BigInt(o.$bigint);
        if (typeof o.$base64 === 'string')
            return new Uint8Array(Buffer.from(o.$base64, 'base64'));
        const out = {};
        for (const [k, v] of Object.entries(o))
            out[k] = fromTaggedJson(v);
        return out;
    }
    return value;
}
