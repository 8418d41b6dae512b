/**
 * Global setup of every project: bundles the Parquet encoder's worker from the TypeScript sources into one
 * file, `test/.children/source/encoder-worker.js` (and beside it {@link HYGIENE_CHILD}), and names it in
 * {@link SOURCE_WORKER_ENV} for the test processes started next. A worker started from the sources then
 * runs it as the build runs its compiled entry, where it registered tsx and compiled its modules each time
 * (~0.65 s of CPU against ~0.09 s a worker; the long files with the Parquet and dataset sinks' tests, then a
 * project of their own: 85 → 69 s of CPU).
 */
import { fileURLToPath } from 'node:url';
import { bundle } from '../scripts/bundle.mjs';
import { SOURCE_WORKER_ENV } from '../src/sinks/parquet/encoder.js';

/**
 * Three levels below the package's root: the worker reads nothing of the package but its modules, and the
 * hygiene child finds no `package.json` there (its User-Agent says version 0.0.0, which its test ignores).
 */
const SOURCE_DIR = fileURLToPath(new URL('./.children/source/', import.meta.url));

/**
 * The resource hygiene test's child (`test/reliability/fixtures/hygiene-child.ts`), bundled beside the
 * worker, which its Parquet sink starts from there: run through tsx, each of its two runs loaded the
 * library's modules through tsx's compiler (the test file alone, tsx's cache warm: 10.0 → 7.3 s of CPU).
 */
export const HYGIENE_CHILD = `${SOURCE_DIR}hygiene-child.js`;

export default async function bundleSourceWorkers(): Promise<void> {
  await bundle({
    entryPoints: {
      'encoder-worker': 'src/sinks/parquet/encoder-worker.ts',
      'hygiene-child': 'test/reliability/fixtures/hygiene-child.ts',
    },
    outdir: SOURCE_DIR,
  });
  process.env[SOURCE_WORKER_ENV] = `${SOURCE_DIR}encoder-worker.js`;
}
