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
  it('--max-credits lowers the crawl to the pages it pays for, so the service stops it within the budget', async () => {
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
      '--changes',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ status: 'completed', budgetCap: { pages: 40, asked: 3000, price: 1 } });
    const truth = emulator.jobs.sourceUrls(summary.jobId);
    expect(truth.length).toBeLessThanOrEqual(40);
    expect(summary.creditsUsed).toBe(truth.length);
    expect(summary.creditsUsed).toBeLessThanOrEqual(40);
    const written = parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
    expect(written).toEqual(truth);
    expect((await readCheckpoint(out))?.complete).toBe(true);
    expect(run.stderr).toContain(
      "--max-credits 40 at 1 credit a page: the crawl's limit was lowered from 3000 to 40 pages.",
    );
    const loads = parseJsonl(await readFile(`${out}.state.loads.jsonl`, 'utf8'));
    expect(loads).toMatchObject([{ budgetPages: 40, tombstones: 'limit-reached' }]);
  });

  it('--max-credits cuts a batch to the URLs it pays for, and refuses a budget that pays for no page', async () => {
    const { emulator, args } = await serve();
    const list = join(dir(), 'cut.txt');
    await writeFile(list, Array.from({ length: 30 }, (_, i) => `https://site-1.test/p/${i}`).join('\n'));
    const out = join(dir(), 'cut.jsonl');
    const run = await runCliInProcess([
      ...args,
      'batch',
      '--urls-file',
      list,
      '--max-credits',
      '12',
      '-o',
      out,
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ budgetCap: { pages: 12, asked: 30, price: 1 } });
    expect(run.stderr).toContain('the batch was cut from 30 URLs to the first 12 pages.');
    const jobs = createdJobs(emulator);
    const none = await runCliInProcess([
      ...args,
      'batch',
      '--urls-file',
      list,
      '--proxy',
      'stealth',
      '--max-credits',
      '4',
      '-o',
      join(dir(), 'none.jsonl'),
    ]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--max-credits: 4 credits pay for no page at 5 credits a page');
    expect(createdJobs(emulator)).toBe(jobs);
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
    expect(within.code).toBe(0);
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
