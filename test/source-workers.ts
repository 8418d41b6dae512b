/**
 * Global setup of every project: bundles the Parquet encoder's worker from the TypeScript sources into one
 * file, `test/.children/source/encoder-worker.js`, and names it in {@link SOURCE_WORKER_ENV} for the test
 * processes started next. A worker started from the sources then runs it as the build runs its compiled
 * entry, where it registered tsx and compiled its modules each time (~0.65 s of CPU against ~0.09 s a
 * worker; the long files with the Parquet and dataset sinks' tests, then a project of their own: 85 → 69 s
 * of CPU).
 */
import { fileURLToPath } from 'node:url';
import { SOURCE_WORKER_ENV } from '../src/sinks/parquet/encoder.js';
import { bundleAtomically } from './bundle-atomically.js';

/** Three levels below the package's root: the worker reads nothing of the package but its modules. */
const SOURCE_DIR = fileURLToPath(new URL('./.children/source/', import.meta.url));

export default async function bundleSourceWorkers(): Promise<void> {
  const [worker] = await bundleAtomically(
    { 'encoder-worker': 'src/sinks/parquet/encoder-worker.ts' },
    SOURCE_DIR,
  );
  if (worker) process.env[SOURCE_WORKER_ENV] = worker;
}
