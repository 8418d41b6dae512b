/** What a vector table test file starts before its tests and stops after them: an emulator and a scratch directory. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Emulator, startEmulator } from '../../../src/emulator/index.js';

export interface VectorSite {
  readonly emulator: Emulator;
  readonly dir: string;
}

/** The file's emulator (seeded with `seed`) and a directory named from `prefix`, removed after the file. */
export function vectorSite(prefix: string, seed: number): VectorSite {
  const site = {} as { emulator: Emulator; dir: string };
  beforeAll(async () => {
    site.dir = await mkdtemp(join(tmpdir(), prefix));
    site.emulator = await startEmulator({ seed });
  }, 60_000);
  afterAll(async () => {
    await site.emulator?.close();
    if (site.dir !== undefined) await rm(site.dir, { recursive: true, force: true });
  });
  return site;
}
