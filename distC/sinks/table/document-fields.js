/**
 * A document's fields for its table row, read from its UTF-8 JSON bytes. The large text formats
 * (`markdown`, `html`, `rawHtml`) come out as UTF-8 bytes, unescaped, never decoded to a JavaScript string:
 * the Postgres load writes them as they are, so memory holds a document's text once instead of four times
 * (the decoded document, the parsed value, its CSV form, its encoding). The small fields are parsed. A
 * document the byte scan does not handle, or with fields beyond the Parquet sink's, is parsed whole.
 */
import { Field, fieldSpans, scanFields, unescapeString } from '../../documents/json-fields.js';
/** A string value as UTF-8 bytes. */
export class Utf8Text {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
    toString() {
        return this.bytes.toString('utf8');
    }
}
const spans = fieldSpans();
const TEXT_FIELDS = [
    [Field.Markdown, 'markdown'],
    [Field.Html, 'html'],
    [Field.RawHtml, 'rawHtml'],
];
const PARSED_FIELDS = [
    [Field.Url, 'url'],
    [Field.Error, 'error'],
    [Field.Screenshot, 'screenshot'],
    [Field.Links, 'links'],
    [Field.Metadata, 'metadata'],
    [Field.Warning, 'warning'],
    [Field.ChangeTracking, 'changeTracking'],
];
const QUOTE = 0x22;
/**
 * The document in `bytes` as an object of its fields: `markdown`, `html` and `rawHtml` as {@link Utf8Text}
 * when they are strings, everything else as `JSON.parse` gives it.
 */
export function documentFields(bytes) {
    if (!scanFields(bytes, spans) || spans.others > 0)
        return JSON.parse(bytes.toString('utf8'));
    const doc = {};
    for (const [field, name] of PARSED_FIELDS) {
        const start = spans.start[field];
        if (start >= 0)
            doc[name] = JSON.parse(bytes.toString('utf8', start, spans.end[field]));
    }
    for (const [field, name] of TEXT_FIELDS) {
        const start = spans.start[field];
        if (start < 0)
            continue;
        const end = spans.end[field];
        if (bytes[start] !== QUOTE) {
            doc[name] = JSON.parse(bytes.toString('utf8', start, end));
            continue;
        }
        // The unescaped text is never longer than its escaped form between the quotes.
        const out = Buffer.allocUnsafeSlow(end - start - 2);
        const written = unescapeString(bytes, start, end - 1, spans.escaped[field] === 1, out, 0);
        doc[name] = new Utf8Text(out.subarray(0, written));
    }
    return doc;
}
