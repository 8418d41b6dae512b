/**
 * How crawlstream's programs are bundled into one file (esbuild): the program itself
 * (`scripts/bundle-cli.mjs`) and the tests' child programs that run the built library
 * (`test/bundle-children.ts`). Left outside the bundle: undici (the transport loads its internal files by
 * path, which must be the same copy as its entry point), and the packages loaded only when a run needs them
 * (native snappy, pg, DuckDB). hyparquet is inside: the Parquet writer imports it, so every start loaded it
 * from its own modules. Types: `bundle.d.mts`.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * rxjs as ES modules: its package gives Node its CommonJS build, whose index loads all ~220 of its modules
 * on every start; from the ES build the bundle keeps only the operators the program uses.
 */
const rxjsModules = {
  name: 'rxjs-modules',
  setup(build) {
    build.onResolve({ filter: /^rxjs$/ }, () => ({
      path: fileURLToPath(new URL('../node_modules/rxjs/dist/esm/index.js', import.meta.url)),
    }));
  },
};

/**
 * Bundles each of `entryPoints` (output name → path from the package's root) into `outdir`. With
 * `write: false`, the files are returned instead of written.
 * @param {{ entryPoints: Record<string, string>, outdir: string, write?: boolean }} options
 */
export function bundle({ entryPoints, outdir, write = true }) {
  return build({
    absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
    entryPoints,
    outdir,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.18',
    external: ['undici', 'snappy', 'pg', 'pg-copy-streams', '@duckdb/node-api'],
    logLevel: 'warning',
    metafile: true,
    write,
    plugins: [rxjsModules],
  });
}
