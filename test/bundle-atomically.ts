/**
 * Bundling for the tests' global setups (`bundle-children.ts`, `source-workers.ts`): the bundle of
 * `scripts/bundle.mjs`, each file written under a temporary name and renamed, so that two runs at once
 * never start a half-written file.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { bundle } from '../scripts/bundle.mjs';

/** Bundles `entryPoints` (output name → path from the package's root) into `outdir`, as `<name>.js`. */
export async function bundleAtomically(entryPoints: Record<string, string>, outdir: string): Promise<void> {
  const result = await bundle({ entryPoints, outdir, write: false });
  await mkdir(outdir, { recursive: true });
  for (const file of result.outputFiles ?? []) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
}
