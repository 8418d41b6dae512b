/** Loads a database client that crawlstream lists as optional: a missing one is an error saying what to install. */
import { createRequire } from 'node:module';
import { CrawlstreamError } from '../../errors/errors.js';
const requireHere = createRequire(import.meta.url);
/**
 * What `load()` loads, or a `CrawlstreamError` (code `MISSING_PACKAGE`) naming the packages to install when
 * it is not installed.
 */
export async function optionalClient(name, load, install) {
    try {
        return await load();
    }
    catch (cause) {
        const code = cause.code;
        if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
            throw new CrawlstreamError(`Writing to ${name} needs its client, which crawlstream does not install by itself: npm install ${install}`, { code: 'MISSING_PACKAGE', cause });
        }
        throw cause;
    }
}
/**
 * DuckDB's client (`@duckdb/node-api`), loaded with `require`. It is CommonJS whose index re-exports ~120
 * files: an `import()` has Node scan each of them for its export names before running them, about 450 ms of
 * CPU for a process that loads it against 240 ms (`benchmarks/program-start.mjs`). Rejects as `import()`
 * does when the package is missing (code `MODULE_NOT_FOUND`).
 */
export function loadDuckdb() {
    return new Promise((resolve) => resolve(requireHere('@duckdb/node-api')));
}
/** DuckDB's client ({@link loadDuckdb}), or the `MISSING_PACKAGE` error of {@link optionalClient}. */
export function duckdbClient() {
    return optionalClient('DuckDB', loadDuckdb, '@duckdb/node-api');
}
