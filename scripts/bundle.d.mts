/** Types of `bundle.mjs`. */
import type { BuildResult } from 'esbuild';

export function bundle(options: {
  entryPoints: Record<string, string>;
  outdir: string;
}): Promise<Omit<BuildResult<{ metafile: true }>, 'outputFiles'>>;
