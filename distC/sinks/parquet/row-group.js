import { ByteWriter } from 'hyparquet-writer';
import { writePageHeader } from 'hyparquet-writer/src/datapage.js';
import { writeRleBitPackedHybrid } from 'hyparquet-writer/src/encoding.js';
import { writeMetadata } from 'hyparquet-writer/src/metadata.js';
import { PARQUET_SCHEMA } from './schema.js';
function bitWidth(max) {
    return Math.ceil(Math.log2(max + 1));
}
function levelsBytes(chunk) {
    if (!chunk.defs && !chunk.reps)
        return { bytes: new Uint8Array(0), repLength: 0, defLength: 0 };
    const w = new ByteWriter(Math.max(64, (chunk.defs?.length ?? 0) >> 1));
    const repLength = chunk.reps ? writeRleBitPackedHybrid(w, chunk.reps, 1) : 0;
    const defLength = chunk.defs ? writeRleBitPackedHybrid(w, chunk.defs, bitWidth(chunk.maxDef)) : 0;
    return { bytes: w.getBytes(), repLength, defLength };
}
/** Byte-wise (unsigned) smallest and largest PLAIN byte-array value, as Parquet orders UTF-8 columns. */
function stringBounds(values, nulls) {
    let min = -1;
    let minEnd = 0;
    let max = -1;
    let maxEnd = 0;
    for (let at = 0; at < values.length;) {
        const start = at + 4;
        const end = start + values.readUInt32LE(at);
        // buf.compare(target, targetStart, targetEnd, sourceStart, sourceEnd) orders source against target.
        if (min < 0 || values.compare(values, min, minEnd, start, end) < 0) {
            min = start;
            minEnd = end;
        }
        if (max < 0 || values.compare(values, max, maxEnd, start, end) > 0) {
            max = start;
            maxEnd = end;
        }
        at = end;
    }
    const stats = { null_count: BigInt(nulls) };
    if (min >= 0) {
        stats.min_value = values.toString('utf8', min, minEnd);
        stats.max_value = values.toString('utf8', max, maxEnd);
    }
    return stats;
}
function intBounds(values, nulls) {
    const stats = { null_count: BigInt(nulls) };
    if (values.length > 0) {
        let min = values[0];
        let max = min;
        for (const v of values) {
            if (v < min)
                min = v;
            if (v > max)
                max = v;
        }
        stats.min_value = min;
        stats.max_value = max;
    }
    return stats;
}
function stringChunk(name, col, rows, stats = false) {
    const values = col.values.bytes();
    const numNulls = rows - col.nonNull;
    return {
        path: [name],
        type: 'BYTE_ARRAY',
        values,
        defs: col.defs.values(),
        maxDef: 1,
        numValues: rows,
        numNulls,
        numRows: rows,
        ...(stats ? { statistics: stringBounds(values, numNulls) } : {}),
    };
}
function listChunk(col, rows) {
    const defs = col.defs.values();
    return {
        path: ['links', 'list', 'element'],
        type: 'BYTE_ARRAY',
        values: col.values.bytes(),
        defs,
        maxDef: 2,
        reps: col.reps.values(),
        numValues: defs.length,
        numNulls: defs.length - col.nonNull,
        numRows: rows,
    };
}
function intChunk(name, col, rows) {
    const ints = col.values.subarray(0, col.nonNull);
    const values = new Uint8Array(ints.length * 4);
    const view = new DataView(values.buffer);
    for (let k = 0; k < ints.length; k++)
        view.setInt32(k * 4, ints[k], true);
    return {
        path: [name],
        type: 'INT32',
        values,
        defs: col.defs.values(),
        maxDef: 1,
        numValues: rows,
        numNulls: rows - col.nonNull,
        numRows: rows,
        statistics: intBounds(ints, rows - col.nonNull),
    };
}
function requiredStringChunk(name, value, rows) {
    const one = Buffer.from(value, 'utf8');
    const values = Buffer.allocUnsafe(rows * (4 + one.length));
    for (let k = 0, at = 0; k < rows; k++, at += 4 + one.length) {
        values.writeUInt32LE(one.length, at);
        one.copy(values, at + 4);
    }
    return {
        path: [name],
        type: 'BYTE_ARRAY',
        values,
        maxDef: 0,
        numValues: rows,
        numNulls: 0,
        numRows: rows,
        statistics: rows > 0 ? { null_count: 0n, min_value: value, max_value: value } : { null_count: 0n },
    };
}
/** The column chunks of the builder's rows, in schema order. */
function chunksOf(b, jobId) {
    const n = b.rows;
    return [
        stringChunk('url', b.url, n),
        stringChunk('sourceURL', b.sourceURL, n),
        stringChunk('title', b.title, n),
        stringChunk('description', b.description, n),
        // Small, repetitive columns where min/max statistics let readers skip row groups.
        stringChunk('language', b.language, n, true),
        intChunk('statusCode', b.statusCode, n),
        stringChunk('error', b.error, n),
        stringChunk('markdown', b.markdown, n),
        stringChunk('html', b.html, n),
        stringChunk('rawHtml', b.rawHtml, n),
        listChunk(b.links, n),
        stringChunk('screenshot', b.screenshot, n),
        stringChunk('warning', b.warning, n),
        // Four values at most: statistics let readers skip row groups without changed pages.
        stringChunk('changeStatus', b.changeStatus, n, true),
        stringChunk('previousScrapeAt', b.previousScrapeAt, n),
        stringChunk('metadata', b.metadata, n),
        requiredStringChunk('jobId', jobId, n),
    ];
}
/**
 * Encodes the rows of `builder` as one row group whose chunks start at `offset` in the file: per column, its
 * levels encoded, then one DATA_PAGE_V2 page compressed with `codec`. The bytes are assembled at the start
 * of `into` when it is large enough, else at the start of a buffer of their own with room for a larger group
 * (either way transferable to another thread, and reusable as a later call's `into`).
 */
export function encodeRowGroup(builder, jobId, offset, codec, into) {
    const parts = [];
    const columns = [];
    let at = offset;
    let uncompressedTotal = 0n;
    for (const chunk of chunksOf(builder, jobId)) {
        const levels = levelsBytes(chunk);
        const data = codec.compress(chunk.values);
        const header = new ByteWriter(64);
        writePageHeader(header, {
            type: 'DATA_PAGE_V2',
            uncompressed_page_size: levels.bytes.length + chunk.values.length,
            compressed_page_size: levels.bytes.length + data.length,
            data_page_header_v2: {
                num_values: chunk.numValues,
                num_nulls: chunk.numNulls,
                num_rows: chunk.numRows,
                encoding: 'PLAIN',
                definition_levels_byte_length: levels.defLength,
                repetition_levels_byte_length: levels.repLength,
                is_compressed: codec.codec !== 'UNCOMPRESSED',
            },
        });
        const head = header.getBytes();
        parts.push(head, levels.bytes, data);
        const uncompressed = BigInt(head.length + levels.bytes.length + chunk.values.length);
        const size = head.length + levels.bytes.length + data.length;
        uncompressedTotal += uncompressed;
        columns.push({
            file_offset: BigInt(at),
            meta_data: {
                type: chunk.type,
                encodings: ['PLAIN'],
                path_in_schema: chunk.path,
                codec: codec.codec,
                num_values: BigInt(chunk.numValues),
                total_uncompressed_size: uncompressed,
                total_compressed_size: BigInt(size),
                data_page_offset: BigInt(at),
                ...(chunk.statistics
                    ? {
                        statistics: chunk.statistics,
                        encoding_stats: [{ page_type: 'DATA_PAGE_V2', encoding: 'PLAIN', count: 1 }],
                    }
                    : {}),
            },
        });
        at += size;
    }
    const total = at - offset;
    // A buffer of its own has room to spare, so that the next groups, a little larger or not, fit in it too
    // when it is handed back for reuse.
    const target = into && into.byteLength >= total ? into : new Uint8Array(total + (total >> 1));
    const bytes = target.subarray(0, total);
    let pos = 0;
    for (const part of parts) {
        bytes.set(part, pos);
        pos += part.length;
    }
    return {
        bytes,
        rowGroup: {
            columns,
            total_byte_size: uncompressedTotal,
            num_rows: BigInt(builder.rows),
            total_compressed_size: BigInt(at - offset),
        },
    };
}
/**
 * `group` (a footer entry encoded for offset `from`) moved to offset `to`: its column chunks' offsets
 * shifted, the bytes themselves being position-independent (page headers hold no offsets).
 */
export function relocateRowGroup(group, from, to) {
    const delta = BigInt(to - from);
    if (delta === 0n)
        return group;
    return {
        ...group,
        columns: group.columns.map((c) => ({
            ...c,
            file_offset: c.file_offset + delta,
            ...(c.meta_data
                ? { meta_data: { ...c.meta_data, data_page_offset: c.meta_data.data_page_offset + delta } }
                : {}),
        })),
    };
}
/**
 * The end of a Parquet file whose row groups end at `offset`: the metadata listing `rowGroups`, its length
 * and the closing magic bytes.
 */
export function encodeFooter(rowGroups, offset) {
    const footer = new ByteWriter(1 << 16);
    footer.offset = offset;
    writeMetadata(footer, {
        version: 2,
        created_by: 'crawlstream',
        schema: PARQUET_SCHEMA,
        num_rows: rowGroups.reduce((n, g) => n + g.num_rows, 0n),
        row_groups: rowGroups,
        metadata_length: 0,
    });
    footer.appendUint32(0x31524150);
    return footer.getBytes();
}
