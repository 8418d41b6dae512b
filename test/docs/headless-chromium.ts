/**
 * Debian's Chromium, headless, opening one address with no automation attached: the page's own script does
 * the work and reports to the test's server. Started in a process group of its own with a fresh profile,
 * and stopped whole (its zygote and renderers with it) once the report came, the time limit passed, or it
 * exited on its own.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Flags for Chromium on a machine with no network: without the background-networking ones, it tries
 * Google's hosts, whose connections this closed network refuses, many at a time. One document after
 * another in a tab, as a reader clicks through: no document or browsing instance is swapped for each, and
 * no spare renderer is started after each navigation (the pages never used one).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=RenderDocument,ProactivelySwapBrowsingInstance,SpareRendererForSitePerProcess',
];

/** How long Chromium has to stop once asked before it is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * Opens `url` in headless Chromium (`executable`) and resolves to what `report` resolves to, once it has
 * stopped Chromium; rejects, with the end of what Chromium printed, when Chromium exits first or `limitMs`
 * passes first.
 */
export async function openHeadless<T>(
  executable: string,
  url: string,
  report: Promise<T>,
  limitMs: number,
): Promise<T> {
  const profile = await mkdtemp(join(tmpdir(), 'crawlstream-chromium-'));
  const chromium = spawn(executable, [...CHROMIUM_FLAGS, '--headless', `--user-data-dir=${profile}`, url], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let printed = '';
  chromium.stderr.on('data', (chunk: Buffer) => {
    printed = `${printed}${chunk.toString()}`.slice(-4000);
  });
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const spawned = new Promise<void>((resolve, reject) => {
    chromium.once('spawn', resolve);
    chromium.once('error', reject);
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await spawned;
    return await Promise.race([
      report,
      exited.then(() => Promise.reject(new Error(`Chromium exited before the page reported:\n${printed}`))),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the page did not report within ${limitMs} ms:\n${printed}`)),
          limitMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await stop(chromium.pid, exited);
    await rm(profile, { recursive: true, force: true });
  }
}

/** Asks Chromium's process group to stop, and kills what is left of it after the grace time. */
async function stop(pid: number | undefined, exited: Promise<void>): Promise<void> {
  if (pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group has ended.
    }
  };
  signal('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))]);
  clearTimeout(timer);
  signal('SIGKILL');
}
