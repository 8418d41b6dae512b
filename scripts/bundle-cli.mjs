/**
 * Makes the `crawlstream` program one file: after `tsc`, `dist/cli/main.js` (the program and the library
 * modules it uses, with rxjs and zod) is bundled in place, and the Parquet encoder's worker beside it as
 * `dist/cli/encoder-worker.js` (the encoder finds its worker next to its own module). The library's entry
 * points stay the separate modules `tsc` wrote.
 *
 * Why: a start of the program from ~640 modules spent more time finding and linking them than running
 * (0.55 s of CPU for `crawlstream --version`, 0.34 s from one file; benchmarks/README.md, "Program
 * start"). Left outside the bundle: undici (the transport loads its internal files by path, which must be
 * the same copy as its entry point), and the packages loaded only when a run needs them (native snappy,
 * pg, DuckDB, hyparquet for the read-back).
 *
 *   node scripts/bundle-cli.mjs   (run by `npm run build`)
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

const result = await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: {
    main: 'dist/cli/main.js',
    'encoder-worker': 'dist/sinks/parquet/encoder-worker.js',
  },
  outdir: 'dist/cli',
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.18',
  external: ['undici', 'snappy', 'pg', 'pg-copy-streams', '@duckdb/node-api', 'hyparquet'],
  logLevel: 'warning',
  metafile: true,
  plugins: [rxjsModules],
});
const main = result.metafile.outputs['dist/cli/main.js'];
console.log(
  `bundled dist/cli/main.js: ${Object.keys(main.inputs).length} modules, ${(main.bytes / 1e6).toFixed(1)} MB`,
);
