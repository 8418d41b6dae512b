/**
 * The encoder worker as the TypeScript sources start it (the tests, tsx). A worker thread does not inherit
 * the loader that compiles the sources, so the worker's entry and what it imports are bundled by esbuild (a
 * development dependency: it is there wherever the sources run) once per process, and each worker runs that
 * bundle. Registering tsx in each worker instead cost ~650 ms of CPU a worker (a loader thread and an
 * esbuild process of its own); a worker of the bundle ~90 ms.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const requireHere = createRequire(import.meta.url);

/** Each entry's bundled script, made at its first start. */
const scripts = new Map<string, string>();

/** Starts a worker thread running the TypeScript module `entry`. */
export function startSourceWorker(entry: URL, options: WorkerOptions): Worker {
  let script = scripts.get(entry.href);
  if (script === undefined) {
    script = bundle(entry);
    scripts.set(entry.href, script);
  }
  return new Worker(script, { ...options, eval: true });
}

/**
 * `entry` and its imports as one CommonJS script. The packages it leaves out (native Snappy) are required
 * from `entry`'s folder, as its `import()` would find them.
 */
function bundle(entry: URL): string {
  // esbuild's program, not its API: the API's synchronous build keeps a thread and a process running.
  const code = execFileSync(
    process.execPath,
    [
      requireHere.resolve('esbuild/bin/esbuild'),
      fileURLToPath(entry),
      '--bundle',
      '--platform=node',
      '--format=cjs',
      '--target=node20.18',
      '--external:snappy',
      // `import.meta` is empty in the script: only the main thread's start of a worker reads it.
      '--log-level=error',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return `(function (require) {\n${code}\n})(require('node:module').createRequire(${JSON.stringify(entry.href)}));`;
}
