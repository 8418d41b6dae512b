/**
 * The columns of one Parquet row group being filled: each document's fields are copied out of its JSON
 * bytes straight into per-column buffers that already hold the PLAIN encoding (4-byte length, then the
 * UTF-8 bytes) of the column's values, with their definition (and, for `links`, repetition) levels.
 * Nothing here refers to the documents' buffers once {@link RowGroupBuilder.add} returns.
 */
import { isUtf8 } from 'node:buffer';
import { Field, fieldSpans, scanFields, unescapeString } from '../../documents/json-fields.js';
import { documentRow, int32, linkTexts, objectField, str } from './schema.js';
const QUOTE = 0x22;
/** A growable byte buffer. */
export class ByteBuffer {
    buf;
    len = 0;
    constructor(capacity = 1 << 12) {
        this.buf = Buffer.allocUnsafeSlow(capacity);
    }
    /** Makes room for `n` more bytes. */
    reserve(n) {
        const need = this.len + n;
        if (need <= this.buf.length)
            return;
        const next = Buffer.allocUnsafeSlow(Math.max(need, this.buf.length * 2));
        this.buf.copy(next, 0, 0, this.len);
        this.buf = next;
    }
    /** Empties the buffer; gives back memory a large document grew it to beyond `keep` bytes. */
    reset(keep) {
        this.len = 0;
        if (this.buf.length > keep)
            this.buf = Buffer.allocUnsafeSlow(keep);
    }
    /** The bytes written (a view). */
    bytes() {
        return this.buf.subarray(0, this.len);
    }
}
/** A growable list of small integers (definition and repetition levels). */
export class Levels {
    data = new Uint8Array(1 << 10);
    len = 0;
    push(v) {
        if (this.len === this.data.length) {
            const next = new Uint8Array(this.data.length * 2);
            next.set(this.data);
            this.data = next;
        }
        this.data[this.len++] = v;
    }
    values() {
        return this.data.subarray(0, this.len);
    }
    reset() {
        this.len = 0;
        if (this.data.length > 1 << 16)
            this.data = new Uint8Array(1 << 10);
    }
}
/** An optional (or, with `required`, required) BYTE_ARRAY column: PLAIN values and definition levels. */
export class StringColumn {
    values = new ByteBuffer();
    defs = new Levels();
    nonNull = 0;
    putNull() {
        this.defs.push(0);
    }
    putString(s) {
        const v = this.values;
        v.reserve(4 + s.length * 3);
        const n = v.buf.write(s, v.len + 4, 'utf8');
        v.buf.writeUInt32LE(n, v.len);
        v.len += 4 + n;
        this.defs.push(1);
        this.nonNull++;
    }
    /** The JSON string with quotes at `open` and `close` in `src`, unescaped. */
    putJsonString(src, open, close, escaped) {
        const v = this.values;
        v.reserve(4 + close - open);
        const start = v.len + 4;
        const end = unescapeString(src, open, close, escaped, v.buf, start);
        v.buf.writeUInt32LE(end - start, v.len);
        v.len = end;
        this.defs.push(1);
        this.nonNull++;
    }
    /** `s`, or null when `s` is null. */
    put(s) {
        if (s === null)
            this.putNull();
        else
            this.putString(s);
    }
    reset(keep) {
        this.values.reset(keep);
        this.defs.reset();
        this.nonNull = 0;
    }
}
/** The `links` column: a LIST of required strings; levels per element as Parquet's record shredding has them. */
export class ListColumn extends StringColumn {
    reps = new Levels();
    putList(items) {
        if (items === null) {
            this.defs.push(0);
            this.reps.push(0);
            return;
        }
        if (items.length === 0) {
            this.defs.push(1);
            this.reps.push(0);
            return;
        }
        for (let k = 0; k < items.length; k++) {
            this.putString(items[k]);
            // putString recorded definition level 1; an element of a present list is at level 2.
            this.defs.data[this.defs.len - 1] = 2;
            this.reps.push(k === 0 ? 0 : 1);
        }
    }
    reset(keep) {
        super.reset(keep);
        this.reps.reset();
    }
}
/** The optional INT32 `statusCode` column. */
export class Int32Column {
    values = new Int32Array(1 << 10);
    defs = new Levels();
    nonNull = 0;
    put(v) {
        if (v === null) {
            this.defs.push(0);
            return;
        }
        if (this.nonNull === this.values.length) {
            const next = new Int32Array(this.values.length * 2);
            next.set(this.values);
            this.values = next;
        }
        this.values[this.nonNull++] = v;
        this.defs.push(1);
    }
    reset() {
        this.defs.reset();
        this.nonNull = 0;
        if (this.values.length > 1 << 16)
            this.values = new Int32Array(1 << 10);
    }
}
/**
 * The columns of a row group being filled, in schema order (`jobId` is the same for every row and is
 * written at encoding time).
 */
export class RowGroupBuilder {
    url = new StringColumn();
    sourceURL = new StringColumn();
    title = new StringColumn();
    description = new StringColumn();
    language = new StringColumn();
    statusCode = new Int32Column();
    error = new StringColumn();
    markdown = new StringColumn();
    html = new StringColumn();
    rawHtml = new StringColumn();
    links = new ListColumn();
    screenshot = new StringColumn();
    warning = new StringColumn();
    changeStatus = new StringColumn();
    previousScrapeAt = new StringColumn();
    metadata = new StringColumn();
    rows = 0;
    /** Bytes of document JSON added. */
    bytes = 0;
    spans = fieldSpans();
    /**
     * Adds one document (its JSON as UTF-8). Values are copied; `doc` may be reused once this returns.
     * Malformed JSON throws, as `JSON.parse` does.
     */
    add(doc) {
        // Malformed UTF-8 is replaced by U+FFFD, as decoding the document to a string does.
        const buf = isUtf8(doc) ? doc : Buffer.from(doc.toString('utf8'), 'utf8');
        if (scanFields(buf, this.spans))
            this.addScanned(buf);
        else
            this.addRow(documentRow(JSON.parse(buf.toString('utf8')), ''));
        this.rows++;
        this.bytes += doc.length;
    }
    /** The value of field `f` as `JSON.parse` would give it (only for non-string values). */
    parsed(buf, f) {
        const s = this.spans.start[f];
        return s < 0 ? undefined : JSON.parse(buf.toString('utf8', s, this.spans.end[f]));
    }
    /**
     * Writes field `f` of the document to `col` when it is a string or a non-null value; returns false (and
     * writes nothing) when the document has no such field or it is null.
     */
    putField(col, buf, f) {
        const { start, end, escaped } = this.spans;
        const s = start[f];
        if (s < 0)
            return false;
        if (buf[s] === QUOTE) {
            col.putJsonString(buf, s, end[f] - 1, escaped[f] === 1);
            return true;
        }
        const v = str(this.parsed(buf, f));
        if (v === null)
            return false;
        col.putString(v);
        return true;
    }
    /** Same row as `documentRow(JSON.parse(doc))`, from the scanned spans. */
    addScanned(buf) {
        const { start } = this.spans;
        const ms = start[Field.Metadata];
        const m = ms >= 0 && buf[ms] === 0x7b ? this.parsed(buf, Field.Metadata) : undefined;
        if (!this.putField(this.url, buf, Field.Url))
            this.url.put(str(m?.url));
        this.sourceURL.put(str(m?.sourceURL));
        this.title.put(str(m?.title));
        this.description.put(str(m?.description));
        this.language.put(str(m?.language));
        this.statusCode.put(int32(m?.statusCode));
        const metaError = str(m?.error);
        if (metaError !== null)
            this.error.putString(metaError);
        else if (!this.putField(this.error, buf, Field.Error))
            this.error.putNull();
        if (!this.putField(this.markdown, buf, Field.Markdown))
            this.markdown.putNull();
        if (!this.putField(this.html, buf, Field.Html))
            this.html.putNull();
        if (!this.putField(this.rawHtml, buf, Field.RawHtml))
            this.rawHtml.putNull();
        const ls = start[Field.Links];
        this.links.putList(ls >= 0 && buf[ls] === 0x5b ? linkTexts(this.parsed(buf, Field.Links)) : null);
        if (!this.putField(this.screenshot, buf, Field.Screenshot))
            this.screenshot.putNull();
        if (!this.putField(this.warning, buf, Field.Warning))
            this.warning.putNull();
        // Small and rare: parsed as a whole.
        const change = start[Field.ChangeTracking] >= 0 ? objectField(this.parsed(buf, Field.ChangeTracking)) : undefined;
        this.changeStatus.put(str(change?.changeStatus));
        this.previousScrapeAt.put(str(change?.previousScrapeAt));
        this.metadata.put(m === undefined ? null : JSON.stringify(m));
    }
    /** A row computed from the parsed document (documents the byte scan leaves to `JSON.parse`). */
    addRow(row) {
        this.url.put(row.url);
        this.sourceURL.put(row.sourceURL);
        this.title.put(row.title);
        this.description.put(row.description);
        this.language.put(row.language);
        this.statusCode.put(row.statusCode);
        this.error.put(row.error);
        this.markdown.put(row.markdown);
        this.html.put(row.html);
        this.rawHtml.put(row.rawHtml);
        this.links.putList(row.links);
        this.screenshot.put(row.screenshot);
        this.warning.put(row.warning);
        this.changeStatus.put(row.changeStatus);
        this.previousScrapeAt.put(row.previousScrapeAt);
        this.metadata.put(row.metadata);
    }
    /** Empties the columns for the next row group, keeping buffers up to `keep` bytes each. */
    reset(keep) {
        for (const c of [
            this.url,
            this.sourceURL,
            this.title,
            this.description,
            this.language,
            this.error,
            this.markdown,
            this.html,
            this.rawHtml,
            this.links,
            this.screenshot,
            this.warning,
            this.changeStatus,
            this.previousScrapeAt,
            this.metadata,
        ]) {
            c.reset(keep);
        }
        this.statusCode.reset();
        this.rows = 0;
        this.bytes = 0;
    }
}
