/**
 * A job whose pages mostly failed is not a success: no page succeeded, or more than `--max-failed` (50% by
 * default) failed, exits 4 with the reason, the output and the errors file kept, and a change-aware load
 * logged as failed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedPagesVerdict, parseMaxFailed } from '../../src/cli/failed-pages.js';
import { emulatorFixture, parseJsonl, QUICK_POLL, runCliInProcess } from './cli-harness.js';

/** A site where four pages in five fail to scrape. */
const { dir, serve } = emulatorFixture(
  'crawlstream-failed-pages-',
  {
    seed: 5,
    site: { sites: 1, pagesPerSite: 50, failureRate: 0.8 },
    scrape: { pagesPerSecond: 1000, concurrency: 10, completionLagMs: 10 },
  },
  QUICK_POLL,
);

const crawl = (args: string[], out: string, extra: string[] = []) =>
  runCliInProcess([...args, 'crawl', 'https://site-1.test', '--limit', '50', '-o', out, '--json', ...extra]);

describe('a job whose pages mostly failed', () => {
  it('exits 4 past the default 50%, keeps the output and the errors file, and logs the load as failed', async () => {
    const { args } = await serve();
    const out = join(dir(), 'site.jsonl');
    const run = await crawl(args, out, ['--changes']);
    expect(run.code, run.stderr).toBe(4);
    const summary = JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
    expect(summary.status).toBe('pages-failed');
    expect(summary.failed).toBeGreaterThan(summary.documents);
    expect(summary.error).toMatch(/^\d+ of \d+ pages failed \(\d+%\), more than --max-failed 50%/);
    expect(run.stderr).toContain(`Export failed: ${summary.error}.`);
    expect(parseJsonl(await readFile(out, 'utf8'))).toHaveLength(summary.documents);
    const errors = parseJsonl(await readFile(`${out}.errors.jsonl`, 'utf8'));
    expect(errors.filter((e) => e.reason === 'failed')).toHaveLength(summary.failed);
    const loads = parseJsonl(await readFile(`${out}.state.loads.jsonl`, 'utf8'));
    expect(loads.map((l) => l.outcome)).toEqual(['failed']);
  });

  it('passes with --max-failed 90% and fails with --max-failed 3', async () => {
    const { args } = await serve();
    const loose = await crawl(args, join(dir(), 'loose.jsonl'), ['--max-failed', '90%']);
    expect(loose.code, loose.stderr).toBe(0);
    const strict = await crawl(args, join(dir(), 'strict.jsonl'), ['--max-failed', '3']);
    expect(strict.code).toBe(4);
    expect(JSON.parse(strict.stdout).error).toMatch(/more than --max-failed 3 pages/);
    const bad = await crawl(args, join(dir(), 'bad.jsonl'), ['--max-failed', '150%']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--max-failed: a percentage must be at most 100%');
  });
});

describe('failedPagesVerdict', () => {
  it('fails a run where no page succeeded, naming the one error they share', () => {
    expect(failedPagesVerdict(parseMaxFailed('100%'), { succeeded: 0, failed: 307, commonError: 'E' })).toBe(
      'no page succeeded: 307 pages failed, all with the same error: E',
    );
    expect(failedPagesVerdict(parseMaxFailed(undefined), { succeeded: 0, failed: 0 })).toBeUndefined();
    expect(failedPagesVerdict(parseMaxFailed(undefined), { succeeded: 10, failed: 10 })).toBeUndefined();
    expect(failedPagesVerdict(parseMaxFailed(undefined), { succeeded: 10, failed: 40 })).toBe(
      '40 of 50 pages failed (80%), more than --max-failed 50%',
    );
    expect(() => parseMaxFailed('many')).toThrow(
      '--max-failed: must be a whole number of pages or a percentage',
    );
  });
});
