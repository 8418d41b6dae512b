/**
 * A job status response (`GET /crawl/{id}`, `GET /batch/scrape/{id}`) as its envelope fields and the JSON
 * text of each document: the envelope's types, and the whole-body parse a page falls back to when the byte
 * scan (`page-parser-bytes.ts`) is unsure of it (nesting deeper than 256, an envelope key given twice).
 *
 * A text scan stood between the two until it was measured (`node benchmarks/page-scanners.mjs` at 285a02f):
 * the byte scan took every page the emulator serves (0 of 6 handed on, 1,100–1,250 MB/s), and the text scan
 * gave up on the pages it hands on by the same rules, so it only added a second pass (156–168 MB/s) before
 * `JSON.parse`.
 */
/** The whole body through `JSON.parse`; each document's text from `JSON.stringify`. */
function wholeBody(text) {
    const body = JSON.parse(text);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new SyntaxError('status response is not a JSON object');
    }
    const { data, ...fields } = body;
    const hasData = Array.isArray(data);
    if (!hasData && data !== undefined)
        fields.data = data;
    const raw = hasData ? data.map((doc) => JSON.stringify(doc)) : [];
    return { envelope: toEnvelope(fields), raw, scanned: false, hasData };
}
function pick(fields, key, type) {
    const value = fields[key];
    return typeof value === type ? value : undefined;
}
/** Types the known envelope fields of a parsed top-level object (without `data`). */
export function toEnvelope(fields) {
    const envelope = { fields };
    const assign = (key, value) => {
        if (value !== undefined)
            envelope[key] = value;
    };
    assign('success', pick(fields, 'success', 'boolean'));
    assign('status', pick(fields, 'status', 'string'));
    assign('completed', pick(fields, 'completed', 'number'));
    assign('total', pick(fields, 'total', 'number'));
    assign('creditsUsed', pick(fields, 'creditsUsed', 'number'));
    assign('expiresAt', pick(fields, 'expiresAt', 'string'));
    assign('error', pick(fields, 'error', 'string'));
    assign('code', pick(fields, 'code', 'string'));
    if (typeof fields.next === 'string' || fields.next === null)
        envelope.next = fields.next;
    if (typeof fields.warning === 'string' || fields.warning === null)
        envelope.warning = fields.warning;
    return envelope;
}
/**
 * Parses a job status response body with `JSON.parse`: what the byte scan falls back to.
 *
 * @example
 * ```ts
 * const { envelope, raw } = parsePage('{"status":"scraping","data":[{"markdown":"# a"}],"next":null}');
 * // envelope.status === 'scraping'; raw === ['{"markdown":"# a"}']
 * ```
 * @throws SyntaxError when the body is not a JSON object.
 */
export function parsePage(text) {
    return wholeBody(text);
}
