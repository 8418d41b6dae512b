/** The request line and headers of a call: its path checked, its query encoded, its headers flattened. */
/** Refuses a path that is not absolute, or carries a query, a fragment, whitespace or dot segments. */
export declare function checkPath(path: string): void;
/** A request's query parameters; `undefined` ones are left out. */
export type QueryParams = Record<string, string | number | boolean | readonly string[] | undefined>;
/** `?a=1&b=2` for the defined values, `''` for none. */
export declare function queryString(query: QueryParams | undefined): string;
/** A header's value as one string (repeated headers joined with `, `). */
export declare function headerText(value: string | string[]): string;
export declare function headerText(value: string | string[] | undefined): string | undefined;
/** Response headers with lower-case names, each as one string. */
export declare function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string>;
