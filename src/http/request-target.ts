/** The request line and headers of a call: its path checked, its query encoded, its headers flattened. */

/** Refuses a path that is not absolute, or carries a query, a fragment, whitespace or dot segments. */
export function checkPath(path: string): void {
  if (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    /[?#\s]/.test(path) ||
    /(^|\/)\.\.?(\/|$)/.test(path)
  ) {
    throw new TypeError(
      `Request path must be an absolute path without query or dot segments, got ${JSON.stringify(path)}.`,
    );
  }
}

/** A request's query parameters; `undefined` ones are left out. */
export type QueryParams = Record<string, string | number | boolean | readonly string[] | undefined>;

/** `?a=1&b=2` for the defined values, `''` for none. */
export function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // A list is the parameter repeated (`authors=a&authors=b`).
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A header's value as one string (repeated headers joined with `, `). */
export function headerText(value: string | string[]): string;
export function headerText(value: string | string[] | undefined): string | undefined;
export function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Response headers with lower-case names, each as one string. */
export function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in raw) {
    if (!Object.hasOwn(raw, name)) continue;
    const value = raw[name];
    if (value !== undefined) out[name.toLowerCase()] = headerText(value);
  }
  return out;
}
