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
/** The fields of a job status page other than `data`. Every field, known or not, is also in `fields`. */
export interface PageEnvelope {
    success?: boolean;
    status?: string;
    completed?: number;
    total?: number;
    creditsUsed?: number;
    expiresAt?: string;
    next?: string | null;
    error?: string;
    code?: string;
    warning?: string | null;
    /** Every top-level field except `data`, parsed. */
    fields: Record<string, unknown>;
}
/** The result of {@link parsePage}. */
export interface ParsedPage {
    envelope: PageEnvelope;
    /** Each element of `data`, as JSON text (`JSON.stringify` of the parsed document). */
    raw: string[];
    /** Whether the byte scan read it (false: the body went through `JSON.parse`). */
    scanned: boolean;
    /** Whether the body had a `data` array (a `data` of another type stays in `envelope.fields`). */
    hasData: boolean;
}
/** Types the known envelope fields of a parsed top-level object (without `data`). */
export declare function toEnvelope(fields: Record<string, unknown>): PageEnvelope;
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
export declare function parsePage(text: string): ParsedPage;
