/** Types of `bundle.mjs`. */
import type { BuildResult } from 'esbuild';

/** A bundled file: its path and its bytes (ASCII). */
export interface BundledFile {
  path: string;
  contents: Uint8Array;
}

export function bundle(options: {
  entryPoints: Record<string, string>;
  outdir: string;
  write?: boolean;
}): Promise<Omit<BuildResult<{ metafile: true }>, 'outputFiles'> & { outputFiles?: BundledFile[] }>;
