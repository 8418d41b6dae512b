/**
 * Part of the `full` project's global setup (`full-setup.ts`): bundles the crash series' child program
 * (`test/sinks/fixtures/export-child.mjs`, which runs the built library) into one file,
 * `test/.children/export-child.js`, with the Parquet encoder's worker beside it, as `npm run build` bundles
 * the `crawlstream` program. A crash series starts the child a dozen times and more; from ~640 modules each
 * start cost about 0.4 s more CPU than from one file. Nothing is bundled before `npm run build` has made
 * `dist/` (the series then say to run it).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle } from '../scripts/bundle.mjs';
import { WASM_TIERING_FLAG } from '../src/cli/wasm-tiering.js';

const root = fileURLToPath(new URL('../', import.meta.url));
/** Two levels below the package's root, as `dist/cli/` is: the library finds `package.json` there. */
const CHILDREN_DIR = fileURLToPath(new URL('./.children/', import.meta.url));
/** The bundled `export-child.mjs`, as `export-child.js`. */
export const EXPORT_CHILD = `${CHILDREN_DIR}export-child.js`;

/**
 * Node's arguments that start {@link EXPORT_CHILD}: with the V8 flag the `crawlstream` program sets for
 * itself (`src/cli/wasm-tiering.ts`), as a program that runs the library briefly may, so that no run spends
 * ~0.25 s of CPU optimizing undici's HTTP parser for a run too short to use it.
 */
export const EXPORT_CHILD_ARGS = [WASM_TIERING_FLAG, EXPORT_CHILD];

/** Throws, saying what to run, when the child is not there to start. */
export function assertChildBundled(): void {
  if (!existsSync(EXPORT_CHILD))
    throw new Error(`${EXPORT_CHILD} is missing: run \`npm run build\`, then vitest (which bundles it)`);
}

export default async function bundleChildren(): Promise<void> {
  if (!existsSync(`${root}dist/client.js`)) return;
  await bundle({
    entryPoints: {
      'export-child': 'test/sinks/fixtures/export-child.mjs',
      'encoder-worker': 'dist/sinks/parquet/encoder-worker.js',
    },
    outdir: CHILDREN_DIR,
  });
}
