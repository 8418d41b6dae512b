/**
 * Row groups' footer entries as the checkpoint keeps them. Every checkpoint lists all row groups written
 * so far, so their size adds up quadratically over an export: a footer entry as tagged JSON (17 column
 * chunks with their field names) is ~4 KB, which made checkpoints cost ~5% of a gigabyte export's CPU
 * time. The row groups this sink writes all have the same layout (the schema's 17 leaf columns in order,
 * one PLAIN data page each, chunks back to back), so an entry is packed into one short string of the
 * numbers that vary. Entries of another shape, e.g. from a checkpoint of an earlier version, stay tagged
 * JSON; both are read back.
 */
import { isDeepStrictEqual } from 'node:util';
import { fromTaggedJson, toTaggedJson } from './tagged-json.js';
// The schema's version is in the tag: an entry packed for other columns is never read as these.
const PACKED = 'pq2 ';
/** The leaf columns of the schema, in order: path and physical type. */
const LEAVES = [
    { path: ['url'], type: 'BYTE_ARRAY' },
    { path: ['sourceURL'], type: 'BYTE_ARRAY' },
    { path: ['title'], type: 'BYTE_ARRAY' },
    { path: ['description'], type: 'BYTE_ARRAY' },
    { path: ['language'], type: 'BYTE_ARRAY' },
    { path: ['statusCode'], type: 'INT32' },
    { path: ['error'], type: 'BYTE_ARRAY' },
    { path: ['markdown'], type: 'BYTE_ARRAY' },
    { path: ['html'], type: 'BYTE_ARRAY' },
    { path: ['rawHtml'], type: 'BYTE_ARRAY' },
    { path: ['links', 'list', 'element'], type: 'BYTE_ARRAY' },
    { path: ['screenshot'], type: 'BYTE_ARRAY' },
    { path: ['warning'], type: 'BYTE_ARRAY' },
    { path: ['changeStatus'], type: 'BYTE_ARRAY' },
    { path: ['previousScrapeAt'], type: 'BYTE_ARRAY' },
    { path: ['metadata'], type: 'BYTE_ARRAY' },
    { path: ['jobId'], type: 'BYTE_ARRAY' },
];
function bound(v) {
    if (v === undefined)
        return null;
    return typeof v === 'string' || typeof v === 'number' ? v : undefined;
}
/** The checkpoint form of a row group's footer entry (JSON-safe). */
export function packRowGroup(g) {
    const packed = pack(g);
    // Packed only when it gives back exactly this entry; anything else is kept whole.
    return packed !== undefined && isDeepStrictEqual(unpackRowGroup(packed), g) ? packed : toTaggedJson(g);
}
function pack(g) {
    const first = g.columns[0]?.meta_data;
    if (g.columns.length !== LEAVES.length || !first)
        return undefined;
    const columns = [];
    for (const c of g.columns) {
        const m = c.meta_data;
        if (!m)
            return undefined;
        const sizes = [
            Number(m.num_values),
            Number(m.total_uncompressed_size),
            Number(m.total_compressed_size),
        ];
        const s = m.statistics;
        if (!s) {
            columns.push(sizes);
            continue;
        }
        const min = bound(s.min_value);
        const max = bound(s.max_value);
        if (min === undefined || max === undefined)
            return undefined;
        columns.push([...sizes, Number(s.null_count), min, max]);
    }
    return `${PACKED}${JSON.stringify([Number(first.data_page_offset), Number(g.num_rows), first.codec, columns])}`;
}
/**
 * Whether a checkpoint's entries are row groups of this schema's columns; a checkpoint written by an earlier
 * version with other columns cannot be continued.
 */
export function rowGroupsMatchSchema(entries) {
    return entries.every((entry) => {
        if (typeof entry === 'string')
            return entry.startsWith(PACKED);
        const columns = fromTaggedJson(entry)?.columns;
        return Array.isArray(columns) && columns.length === LEAVES.length;
    });
}
/** The footer entry back from its checkpoint form (packed or tagged JSON). */
export function unpackRowGroup(entry) {
    if (typeof entry !== 'string' || !entry.startsWith(PACKED))
        return fromTaggedJson(entry);
    const [start, rows, codec, packed] = JSON.parse(entry.slice(PACKED.length));
    let at = BigInt(start);
    let uncompressed = 0n;
    const columns = packed.map((p, k) => {
        const offset = at;
        const size = BigInt(p[2]);
        at += size;
        uncompressed += BigInt(p[1]);
        const meta = {
            type: LEAVES[k].type,
            encodings: ['PLAIN'],
            path_in_schema: [...LEAVES[k].path],
            codec,
            num_values: BigInt(p[0]),
            total_uncompressed_size: BigInt(p[1]),
            total_compressed_size: size,
            data_page_offset: offset,
        };
        if (p.length === 6) {
            const statistics = { null_count: BigInt(p[3]) };
            if (p[4] !== null)
                statistics.min_value = p[4];
            if (p[5] !== null)
                statistics.max_value = p[5];
            meta.statistics = statistics;
            meta.encoding_stats = [{ page_type: 'DATA_PAGE_V2', encoding: 'PLAIN', count: 1 }];
        }
        return { file_offset: offset, meta_data: meta };
    });
    return {
        columns,
        total_byte_size: uncompressed,
        num_rows: BigInt(rows),
        total_compressed_size: at - BigInt(start),
    };
}
