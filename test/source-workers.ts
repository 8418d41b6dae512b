/**
 * Global setup of every project: bundles the Parquet encoder's worker from the TypeScript sources into one
 * file, `test/.children/source/encoder-worker.js`, and names it in {@link SOURCE_WORKER_ENV} for the test
 * processes started next. A worker started from the sources then runs it as the build runs its compiled
 * entry, where it registered tsx and compiled its modules each time (~0.65 s of CPU against ~0.09 s a
 * worker; the `slow` project, with the Parquet and dataset sinks' tests: 85 → 69 s of CPU). Written under a
 * temporary name and renamed, so two runs at once never start a half-written worker.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundle } from '../scripts/bundle.mjs';
import { SOURCE_WORKER_ENV } from '../src/sinks/parquet/encoder.js';

/** Three levels below the package's root: the worker reads nothing of the package but its modules. */
const SOURCE_DIR = fileURLToPath(new URL('./.children/source/', import.meta.url));

export default async function bundleSourceWorkers(): Promise<void> {
  const result = await bundle({
    entryPoints: { 'encoder-worker': 'src/sinks/parquet/encoder-worker.ts' },
    outdir: SOURCE_DIR,
    write: false,
  });
  await mkdir(SOURCE_DIR, { recursive: true });
  for (const file of result.outputFiles ?? []) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
    process.env[SOURCE_WORKER_ENV] = file.path;
  }
}
