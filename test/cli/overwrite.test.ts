/** Re-running a finished export into the same file refuses without --overwrite, as an unfinished one does. */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFixture, parseJsonl, QUICK_POLL, runCliInProcess } from './cli-harness.js';

const { dir, serve } = emulatorFixture(
  'crawlstream-overwrite-',
  { site: { sites: 1, pagesPerSite: 10, failureRate: 0 } },
  QUICK_POLL,
);

describe('a file output that already holds something', () => {
  it('is replaced only with --overwrite: a finished export, or a file no checkpoint accounts for', async () => {
    const { emulator, args } = await serve();
    const out = join(dir(), 'site.jsonl');
    const crawl = (extra: string[] = []) =>
      runCliInProcess([...args, 'crawl', 'https://site-1.test', '-o', out, ...extra]);
    expect((await crawl()).code).toBe(0);
    const first = await readFile(out, 'utf8');
    const again = await crawl();
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(
      /site\.jsonl holds a finished export of job \S+ \(\d+ documents\): add --overwrite to replace it/,
    );
    expect(await readFile(out, 'utf8')).toBe(first);
    expect(emulator.requests.filter((r) => r.route === 'crawl.create')).toHaveLength(1);
    const replaced = await crawl(['--overwrite']);
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(parseJsonl(await readFile(out, 'utf8')).length).toBe(parseJsonl(first).length);
    // The file gone, its finished checkpoint left: nothing to protect, the export starts afresh.
    await rm(out);
    const again2 = await crawl();
    expect(again2.code, again2.stderr).toBe(0);

    const foreign = join(dir(), 'mine.jsonl');
    await writeFile(foreign, '{"mine":true}\n');
    const refused = await runCliInProcess([...args, 'crawl', 'https://site-1.test', '-o', foreign]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('mine.jsonl exists: add --overwrite to replace it');
    expect(await readFile(foreign, 'utf8')).toBe('{"mine":true}\n');
  });

  it('names the errors file it wrote and its lines, also when no page failed', async () => {
    const { args } = await serve();
    const out = join(dir(), 'clean.jsonl');
    const run = await runCliInProcess([...args, 'crawl', 'https://site-1.test', '-o', out]);
    expect(run.stderr).toContain(`No page failed; errors file: ${out}.errors.jsonl (0 lines).`);
  });
});
