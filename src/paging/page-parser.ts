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

/** The whole body through `JSON.parse`; each document's text from `JSON.stringify`. */
function wholeBody(text: string): ParsedPage {
  const body: unknown = JSON.parse(text);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new SyntaxError('status response is not a JSON object');
  }
  const { data, ...fields } = body as Record<string, unknown>;
  const hasData = Array.isArray(data);
  if (!hasData && data !== undefined) fields.data = data;
  const raw = hasData ? data.map((doc) => JSON.stringify(doc)) : [];
  return { envelope: toEnvelope(fields), raw, scanned: false, hasData };
}

function pick<T>(fields: Record<string, unknown>, key: string, type: string): T | undefined {
  const value = fields[key];
  return typeof value === type ? (value as T) : undefined;
}

/** Types the known envelope fields of a parsed top-level object (without `data`). */
export function toEnvelope(fields: Record<string, unknown>): PageEnvelope {
  const envelope: PageEnvelope = { fields };
  const assign = <K extends keyof PageEnvelope>(key: K, value: PageEnvelope[K] | undefined) => {
    if (value !== undefined) envelope[key] = value;
  };
  assign('success', pick<boolean>(fields, 'success', 'boolean'));
  assign('status', pick<string>(fields, 'status', 'string'));
  assign('completed', pick<number>(fields, 'completed', 'number'));
  assign('total', pick<number>(fields, 'total', 'number'));
  assign('creditsUsed', pick<number>(fields, 'creditsUsed', 'number'));
  assign('expiresAt', pick<string>(fields, 'expiresAt', 'string'));
  assign('error', pick<string>(fields, 'error', 'string'));
  assign('code', pick<string>(fields, 'code', 'string'));
  if (typeof fields.next === 'string' || fields.next === null) envelope.next = fields.next;
  if (typeof fields.warning === 'string' || fields.warning === null) envelope.warning = fields.warning;
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
export function parsePage(text: string): ParsedPage {
  return wholeBody(text);
}
