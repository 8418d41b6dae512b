/**
 * What `load()` loads, or a `CrawlstreamError` (code `MISSING_PACKAGE`) naming the packages to install when
 * it is not installed.
 */
export declare function optionalClient<T>(name: string, load: () => Promise<T>, install: string): Promise<T>;
/**
 * DuckDB's client (`@duckdb/node-api`), loaded with `require`. It is CommonJS whose index re-exports ~120
 * files: an `import()` has Node scan each of them for its export names before running them, about 450 ms of
 * CPU for a process that loads it against 240 ms (`benchmarks/program-start.mjs`). Rejects as `import()`
 * does when the package is missing (code `MODULE_NOT_FOUND`).
 */
export declare function loadDuckdb(): Promise<typeof import('@duckdb/node-api')>;
/** DuckDB's client ({@link loadDuckdb}), or the `MISSING_PACKAGE` error of {@link optionalClient}. */
export declare function duckdbClient(): Promise<typeof import('@duckdb/node-api')>;
