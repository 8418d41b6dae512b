/**
 * How crawlstream's programs are bundled into one file (esbuild): the program itself
 * (`scripts/bundle-cli.mjs`) and the tests' child programs that run the built library
 * (`test/bundle-children.ts`). Left outside the bundle: undici (the transport loads its internal files by
 * path, which must be the same copy as its entry point), and the packages loaded only when a run needs them
 * (native snappy, pg, DuckDB). hyparquet is inside: the Parquet writer imports it, so every start loaded it
 * from its own modules. Types: `bundle.d.mts`.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
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
 * `contents` with every character outside ASCII written as a `\u` escape. esbuild's output is ASCII
 * (its default charset escapes the rest) but for the comments it keeps, which it leaves as they are: a
 * dash in a comment made Node read the 1.4 MB program as two-byte text, and each start decoded it in
 * 16 ms of CPU instead of 9. In a comment the escape is as good as the character.
 * @param {Uint8Array} contents
 */
function asciiOnly(contents) {
  const text = Buffer.from(contents).toString('utf8');
  if (!/[^\x00-\x7f]/.test(text)) return contents;
  return Buffer.from(
    text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

/**
 * Bundles each of `entryPoints` (output name → path from the package's root) into `outdir`, in ASCII
 * ({@link asciiOnly}). Each file is written under a temporary name and renamed, so that a program started
 * meanwhile (the tests' global setups bundle while another run may start the children) never reads half
 * a file.
 * @param {{ entryPoints: Record<string, string>, outdir: string }} options
 */
export async function bundle({ entryPoints, outdir }) {
  const result = await build({
    absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
    entryPoints,
    outdir,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.18',
    external: [
      'undici',
      'snappy',
      'pg',
      'pg-copy-streams',
      '@duckdb/node-api',
      'js-tiktoken',
      '@lancedb/lancedb',
      'apache-arrow',
      'bullmq',
      'ioredis',
      // CommonJS that requires Node's modules by name, which a bundled ES module cannot.
      'yaml',
    ],
    logLevel: 'warning',
    metafile: true,
    write: false,
    plugins: [rxjsModules],
  });
  for (const file of result.outputFiles) {
    await mkdir(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, asciiOnly(file.contents));
    await rename(temporary, file.path);
  }
  return { ...result, outputFiles: undefined };
}
