import { gzipSync } from 'node:zlib';
import type { RowGroup, SchemaElement } from 'hyparquet';
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import { writeMetadata } from 'hyparquet-writer/src/metadata.js';

/** Compression of the Parquet column chunks. */
export type ParquetCompression = 'gzip' | 'snappy' | 'none';

/** The columns of a crawlstream Parquet file, in order. */
export const PARQUET_COLUMNS = [
  'url',
  'sourceURL',
  'title',
  'description',
  'language',
  'statusCode',
  'error',
  'markdown',
  'html',
  'rawHtml',
  'links',
  'screenshot',
  'metadata',
  'jobId',
] as const;

const text = (name: string, required = false): SchemaElement => ({
  name,
  type: 'BYTE_ARRAY',
  converted_type: 'UTF8',
  repetition_type: required ? 'REQUIRED' : 'OPTIONAL',
});

/**
 * The Parquet schema: every column optional (null when the document lacks the field) except `jobId`;
 * `links` is a standard three-level LIST of strings; `metadata` is the JSON text of the whole object.
 */
export const PARQUET_SCHEMA: SchemaElement[] = [
  { name: 'root', num_children: PARQUET_COLUMNS.length },
  text('url'),
  text('sourceURL'),
  text('title'),
  text('description'),
  text('language'),
  { name: 'statusCode', type: 'INT32', repetition_type: 'OPTIONAL' },
  text('error'),
  text('markdown'),
  text('html'),
  text('rawHtml'),
  { name: 'links', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
  { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
  text('element', true),
  text('screenshot'),
  // Plain UTF8, not the JSON annotation: writers and readers of that annotation (de)serialise values,
  // while this column is the JSON text itself.
  text('metadata'),
  text('jobId', true),
];

// Mostly unique, long values: a dictionary attempt only costs time.
const PLAIN_COLUMNS = new Set([
  'url',
  'sourceURL',
  'title',
  'description',
  'markdown',
  'html',
  'rawHtml',
  'screenshot',
  'metadata',
]);
// Small, repetitive columns where min/max statistics let readers skip row groups.
const STATS_COLUMNS = new Set(['statusCode', 'language', 'jobId']);

type Row = Record<(typeof PARQUET_COLUMNS)[number], unknown>;

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return null;
  return JSON.stringify(value);
}

/** One document (parsed JSON) as a row of {@link PARQUET_COLUMNS}. */
export function documentRow(doc: unknown, jobId: string): Row {
  const d = (doc !== null && typeof doc === 'object' ? doc : {}) as Record<string, unknown>;
  const m =
    d.metadata !== null && typeof d.metadata === 'object' && !Array.isArray(d.metadata)
      ? (d.metadata as Record<string, unknown>)
      : undefined;
  return {
    url: str(d.url) ?? str(m?.url),
    sourceURL: str(m?.sourceURL),
    title: str(m?.title),
    description: str(m?.description),
    language: str(m?.language),
    statusCode: typeof m?.statusCode === 'number' && Number.isInteger(m.statusCode) ? m.statusCode : null,
    error: str(m?.error) ?? str(d.error),
    markdown: str(d.markdown),
    html: str(d.html),
    rawHtml: str(d.rawHtml),
    links: Array.isArray(d.links)
      ? d.links.map((l) =>
          typeof l === 'string' ? l : (str((l as { url?: unknown } | null)?.url) ?? JSON.stringify(l)),
        )
      : null,
    screenshot: str(d.screenshot),
    metadata: m === undefined ? null : JSON.stringify(m),
    jobId,
  };
}

/** A row group encoded for a given file offset. */
export interface EncodedRowGroup {
  /** The column chunks, to be written at the offset they were encoded for. */
  bytes: Uint8Array;
  /** The footer entry of the row group, with absolute file offsets. */
  rowGroup: RowGroup;
}

const gzip = (input: Uint8Array): Uint8Array => {
  const out = gzipSync(input, { level: 1 });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
};

const CODECS = { gzip: 'GZIP', snappy: 'SNAPPY', none: 'UNCOMPRESSED' } as const;

/**
 * Encodes documents (their JSON texts) as one row group whose chunks start at `offset` in the file.
 * Pure and synchronous: it runs in the encoder worker or, without one, in the caller's thread.
 */
export function encodeRowGroup(
  raws: readonly string[],
  jobId: string,
  offset: number,
  compression: ParquetCompression,
): EncodedRowGroup {
  const rows = raws.map((raw) => documentRow(JSON.parse(raw), jobId));
  let chars = 0;
  for (const raw of raws) chars += raw.length;
  // Sized for the uncompressed data up front: growing by doubling would copy it several times.
  const writer = new ByteWriter(Math.ceil(chars * 1.1) + (1 << 20));
  // The writer starts every file with 4 magic bytes: start it 4 early so its offsets are the file's own.
  writer.offset = offset - 4;
  const pw = new ParquetWriter({
    writer,
    schema: PARQUET_SCHEMA,
    codec: CODECS[compression],
    compressors: { GZIP: gzip },
    statistics: false,
    createdBy: 'crawlstream',
  });
  pw.write({
    columnData: PARQUET_COLUMNS.map((name) => ({
      name,
      data: rows.map((r) => r[name]),
      offsetIndex: false,
      statistics: STATS_COLUMNS.has(name),
      ...(PLAIN_COLUMNS.has(name) ? { encoding: 'PLAIN' as const } : {}),
    })),
    rowGroupSize: Math.max(1, rows.length),
  });
  const rowGroup = pw.row_groups[0];
  if (!rowGroup) throw new Error('encodeRowGroup: no row group was produced');
  return { bytes: new Uint8Array(writer.buffer, 4, writer.index - 4), rowGroup };
}

/**
 * The end of a Parquet file whose row groups end at `offset`: the metadata listing `rowGroups`, its length
 * and the closing magic bytes.
 */
export function encodeFooter(rowGroups: RowGroup[], offset: number): Uint8Array {
  const footer = new ByteWriter(1 << 16);
  footer.offset = offset;
  writeMetadata(footer, {
    version: 2,
    created_by: 'crawlstream',
    schema: PARQUET_SCHEMA,
    num_rows: rowGroups.reduce((n, g) => n + g.num_rows, 0n),
    row_groups: rowGroups,
    metadata_length: 0,
  } as Parameters<typeof writeMetadata>[1]);
  footer.appendUint32(0x31524150);
  return footer.getBytes();
}
