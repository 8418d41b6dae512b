/** Types of `bundle.mjs`. */
import type { BuildResult } from 'esbuild';

export function bundle(options: {
  entryPoints: Record<string, string>;
  outdir: string;
  write?: boolean;
}): Promise<BuildResult<{ metafile: true; write: boolean }>>;
