/**
 * The package version, read once from package.json (two levels up from both `src/http` and
 * `dist/http`), for the `User-Agent` header.
 */
export declare const VERSION: string;
/** `User-Agent` sent with every request. */
export declare const USER_AGENT: string;
