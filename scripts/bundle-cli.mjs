/**
 * Makes the `crawlstream` program one file: after `tsc`, `dist/cli/main.js` (the program and the library
 * modules it uses, with rxjs, zod and the Parquet packages) is bundled in place, and the Parquet encoder's
 * worker beside it as `dist/cli/encoder-worker.js` (the encoder finds its worker next to its own module).
 * The library's entry points stay the separate modules `tsc` wrote. What the bundle leaves outside, and
 * why: `bundle.mjs`.
 *
 * Why: a start of the program from ~640 modules spent more time finding and linking them than running
 * (0.55 s of CPU for `crawlstream --version`, 0.34 s from one file; benchmarks/README.md, "Program
 * start").
 *
 *   node scripts/bundle-cli.mjs   (run by `npm run build`)
 */
import { bundle } from './bundle.mjs';

const result = await bundle({
  entryPoints: {
    main: 'dist/cli/main.js',
    'encoder-worker': 'dist/sinks/parquet/encoder-worker.js',
  },
  outdir: 'dist/cli',
});
const main = result.metafile.outputs['dist/cli/main.js'];
console.log(
  `bundled dist/cli/main.js: ${Object.keys(main.inputs).length} modules, ${(main.bytes / 1e6).toFixed(1)} MB`,
);
