/**
 * The comparison packages (`benchmarks/package.json`: the official SDK) that a test imports. `npm test`
 * installs them beside the build and starts vitest once the build is done; the one test file that imports
 * them waits here for the install (`scripts/npm-test.mjs` names, in `CRAWLSTREAM_COMPARISON_PACKAGES`, a file
 * it writes the install's exit code to when it ends). Run by vitest alone, they are already installed.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once the comparison packages are installed; rejects, saying so, when their install failed. */
export async function comparisonPackagesInstalled(): Promise<void> {
  const status = process.env.CRAWLSTREAM_COMPARISON_PACKAGES;
  if (status === undefined) return;
  for (;;) {
    const code = await readFile(status, 'utf8').catch(() => undefined);
    if (code === '0') return;
    if (code !== undefined)
      throw new Error(`the comparison packages did not install (exit ${code}): see npm test's output above`);
    await sleep(100);
  }
}
