/**
 * `--max-credits`, `--deadline` and the credit check before a job starts, through the built program against
 * the emulator's credit ledger.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/emulator/index.js';
import { readCheckpoint } from '../../src/sinks/index.js';
import { emulatorFixture, parseJsonl, runCliInProcess, sourceUrl } from './cli-harness.js';

/** A site of 3,000 pages scraped at 50 a second: a minute of work, so a budget always stops it early. */
const { dir, serve } = emulatorFixture('crawlstream-budget-', {
  seed: 11,
  site: { sites: 1, pagesPerSite: 3000, failureRate: 0 },
  scrape: { pagesPerSecond: 50, concurrency: 5 },
});

function createdJobs(emulator: Emulator): number {
  return emulator.requests.filter((r) => r.route === 'crawl.create' || r.route === 'batch.create').length;
}

describe('budgets on the command line', () => {
  it('--max-credits cancels the job, writes everything it scraped once as a complete file, and exits 3', async () => {
    const { emulator, args } = await serve();
    const out = join(dir(), 'budget.jsonl');
    const run = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '--limit',
      '3000',
      '--max-credits',
      '40',
      '-o',
      out,
      '--json',
    ]);
    expect(run.code).toBe(3);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ status: 'stopped', stoppedBy: 'maxCredits' });
    expect(summary.creditsUsed).toBeGreaterThanOrEqual(40);
    const truth = emulator.jobs.sourceUrls(summary.jobId);
    const written = parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
    expect(written).toEqual(truth);
    expect(summary.documents).toBe(truth.length);
    expect(summary.creditsUsed).toBe(truth.length);
    expect((await readCheckpoint(out))?.complete).toBe(true);
    expect(run.stderr).toMatch(/Stopped by --max-credits 40: a status page showed \d+ credits used/);
  });

  it('--deadline stops a batch scrape when it passes, exit 3', async () => {
    const { args } = await serve();
    const out = join(dir(), 'deadline.jsonl');
    const urls = Array.from({ length: 2000 }, (_, i) => `https://site-1.test/p/${i}`);
    const list = join(dir(), 'urls.txt');
    await writeFile(list, urls.join('\n'));
    const long = await runCliInProcess([
      ...args,
      'batch',
      '--urls-file',
      list,
      '--deadline',
      '500ms',
      '-o',
      out,
      '--json',
    ]);
    expect(long.code).toBe(3);
    expect(JSON.parse(long.stdout)).toMatchObject({ status: 'stopped', stoppedBy: 'deadline' });
    expect(parseJsonl(await readFile(out, 'utf8')).length).toBeLessThan(2000);
  });

  it('refuses a crawl the credits left cannot pay for, before anything is started', async () => {
    // 500 credits: the crawl lowered to them runs 10 s at 50 pages a second, far past the budget of 20 below.
    const { emulator, args } = await serve({ credits: 500 });
    const run = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '-o',
      join(dir(), 'refused.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /may scrape 10000 pages at 1 credit each \(10000 credits\), and the team has 500 left/,
    );
    expect(run.stderr).toMatch(/--max-credits N \(N ≤ 500\)/);
    expect(createdJobs(emulator)).toBe(0);
    // A budget within the credits left, or --accept-lower-limit, lets it start.
    const within = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '--max-credits',
      '20',
      '-o',
      join(dir(), 'within.jsonl'),
    ]);
    expect(within.code).toBe(3);
    expect(createdJobs(emulator)).toBe(1);
  });

  it('prices the options asked for: the stealth proxy costs 5 credits a page', async () => {
    const { emulator, args } = await serve({ credits: 400 });
    const run = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '--limit',
      '100',
      '--proxy',
      'stealth',
      '-o',
      join(dir(), 'stealth.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/100 pages at 5 credits each \(500 credits\), and the team has 400 left/);
    expect(createdJobs(emulator)).toBe(0);
  });

  it('--max-credits against a server that reports no credits is refused before anything is started', async () => {
    const { emulator, args } = await serve({ profile: 'self-hosted-2025-fixed' });
    const run = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '--max-credits',
      '10',
      '-o',
      join(dir(), 'sh.jsonl'),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--max-credits: this server reports no credits/);
    expect(createdJobs(emulator)).toBe(0);
  });

  it('a bad --deadline names the flag and the rule', async () => {
    const { emulator, args } = await serve();
    const run = await runCliInProcess([...args, 'crawl', 'https://site-1.test', '--deadline', '10 minutes']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--deadline: must be a duration such as 90s, 30m, 2h or 1h30m/);
    expect(emulator.requests).toHaveLength(0);
  });
});
