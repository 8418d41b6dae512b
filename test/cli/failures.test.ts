/**
 * Every failed page accounted for: after an export, the job's failed pages and robots-blocked URLs are
 * written beside the output, counted in the summary, and `batch --retry-failed` scrapes them again into
 * the same file, once.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/emulator/index.js';
import { emulatorFixture, parseJsonl, QUICK_POLL, runCliInProcess, sourceUrl } from './cli-harness.js';

/** A site where one page in five fails to scrape. */
const { dir, serve } = emulatorFixture(
  'crawlstream-failures-',
  {
    seed: 21,
    site: { sites: 1, pagesPerSite: 120, failureRate: 0.2 },
    scrape: { pagesPerSecond: 1000, concurrency: 10, completionLagMs: 10 },
  },
  QUICK_POLL,
);

/** The failed URLs of a job, from the emulator's own `/errors`. */
async function jobErrors(emulator: Emulator, jobId: string, kind = 'crawl') {
  const path = kind === 'crawl' ? `/v2/crawl/${jobId}/errors` : `/v2/batch/scrape/${jobId}/errors`;
  const res = await fetch(`${emulator.url}${path}`, {
    headers: { authorization: `Bearer ${emulator.apiKey}` },
  });
  return (await res.json()) as { errors: { url: string }[]; robotsBlocked: string[] };
}

describe('failed pages', () => {
  it('writes every failed URL of the job to OUTPUT.errors.jsonl once, and counts them in the summary', async () => {
    const { emulator, args } = await serve();
    const out = join(dir(), 'site.jsonl');
    const run = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '--limit',
      '120',
      '-o',
      out,
      '--json',
    ]);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    const truth = await jobErrors(emulator, summary.jobId);
    expect(truth.errors.length).toBeGreaterThan(5);
    const records = parseJsonl(await readFile(`${out}.errors.jsonl`, 'utf8'));
    const failed = records.filter((r) => r.reason === 'failed');
    expect(failed.map((r) => r.url).sort()).toEqual(truth.errors.map((e) => e.url).sort());
    expect(new Set(failed.map((r) => r.url)).size).toBe(failed.length);
    expect(failed.every((r) => r.jobId === summary.jobId && typeof r.error === 'string')).toBe(true);
    expect(records.filter((r) => r.reason === 'robotsBlocked').map((r) => r.url)).toEqual(
      truth.robotsBlocked,
    );
    expect(summary).toMatchObject({
      failed: truth.errors.length,
      robotsBlocked: truth.robotsBlocked.length,
      errorsFile: `${out}.errors.jsonl`,
    });
    expect(run.stderr).toMatch(new RegExp(`${truth.errors.length} pages failed`));
  });

  it('a dataset gets an errors/ part for the job, listed in its manifest', async () => {
    const { emulator, args } = await serve();
    const out = join(dir(), 'dataset/');
    const run = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '--limit',
      '80',
      '-o',
      out,
      '--json',
    ]);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    const truth = await jobErrors(emulator, summary.jobId);
    const manifest = JSON.parse(await readFile(join(out, '_manifest.json'), 'utf8'));
    const key = `errors/job_id=${summary.jobId}/errors.jsonl`;
    expect(manifest.errors).toEqual([
      { key, jobId: summary.jobId, failed: truth.errors.length, robotsBlocked: truth.robotsBlocked.length },
    ]);
    const records = parseJsonl(await readFile(join(out, key), 'utf8'));
    expect(records.filter((r) => r.reason === 'failed')).toHaveLength(truth.errors.length);
    expect(summary.errorsFile).toBe(`${out}${key}`);
  });

  it('--errors FILE lists them for a stdout export; a rerun replaces the file, never appends', async () => {
    const { emulator, args } = await serve();
    const file = join(dir(), 'stdout.errors.jsonl');
    for (let i = 0; i < 2; i++) {
      const run = await runCliInProcess([
        ...args,
        'crawl',
        'https://site-1.test',
        '--limit',
        '60',
        '--errors',
        file,
        '-o',
        '-',
      ]);
      expect(run.code).toBe(0);
    }
    const jobs = emulator.requests.filter((r) => r.route === 'crawl.create');
    expect(jobs).toHaveLength(2);
    const records = parseJsonl(await readFile(file, 'utf8'));
    // Only the second job's failures: the file was started afresh by the second export.
    expect(new Set(records.map((r) => r.jobId)).size).toBe(1);
  });

  it('batch --retry-failed scrapes the failed pages again into the same file, once', async () => {
    const { emulator, args } = await serve();
    const out = join(dir(), 'retry.jsonl');
    const first = await runCliInProcess([
      ...args,
      'crawl',
      'https://site-1.test',
      '--limit',
      '120',
      '-o',
      out,
      '--json',
    ]);
    const firstSummary = JSON.parse(first.stdout);
    const before = parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
    const failedBefore = parseJsonl(await readFile(`${out}.errors.jsonl`, 'utf8')).filter(
      (r) => r.reason === 'failed',
    );
    // Timeouts are transient in the emulator: those pages load when scraped again; the others fail again.
    const transient = failedBefore.filter((r) => r.code === 'SCRAPE_TIMEOUT').map((r) => String(r.url));
    expect(transient.length).toBeGreaterThan(0);
    expect(transient.length).toBeLessThan(failedBefore.length);

    const retry = await runCliInProcess([
      ...args,
      'batch',
      '--retry-failed',
      `${out}.errors.jsonl`,
      '-o',
      out,
      '--json',
    ]);
    expect(retry.code).toBe(0);
    const summary = JSON.parse(retry.stdout);
    expect(summary.documents).toBe(before.length + transient.length);
    const after = parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).sort()).toEqual([...transient].sort());
    expect(new Set(after).size).toBe(after.length);
    // The errors file now lists what failed again, under the retry job.
    const failedAfter = parseJsonl(await readFile(`${out}.errors.jsonl`, 'utf8')).filter(
      (r) => r.reason === 'failed',
    );
    expect(failedAfter.map((r) => r.url).sort()).toEqual(
      failedBefore
        .filter((r) => r.code !== 'SCRAPE_TIMEOUT')
        .map((r) => r.url)
        .sort(),
    );
    expect(failedAfter.every((r) => r.jobId === summary.jobId && r.jobId !== firstSummary.jobId)).toBe(true);
    expect(emulator.requests.filter((r) => r.route === 'batch.create')).toHaveLength(1);
    expect(existsSync(`${out}.partial`)).toBe(false);

    // Nothing left to retry that can succeed: a second retry adds nothing and duplicates nothing.
    const again = await runCliInProcess([
      ...args,
      'batch',
      '--retry-failed',
      `${out}.errors.jsonl`,
      '-o',
      out,
      '--json',
    ]);
    expect(again.code).toBe(0);
    expect(parseJsonl(await readFile(out, 'utf8')).map(sourceUrl)).toEqual(after);
  });

  it('--retry-failed refuses what it cannot append to, before anything is started', async () => {
    const { emulator, args } = await serve();
    const errors = join(dir(), 'some.errors.jsonl');
    await writeFile(
      errors,
      `${JSON.stringify({ reason: 'failed', url: 'https://site-1.test/x', jobId: 'j' })}\n`,
    );
    const parquet = await runCliInProcess([
      ...args,
      'batch',
      '--retry-failed',
      errors,
      '-o',
      join(dir(), 'x.parquet'),
    ]);
    expect(parquet.code).toBe(2);
    expect(parquet.stderr).toMatch(/--retry-failed: needs -o FILE\.jsonl/);
    const missing = await runCliInProcess([
      ...args,
      'batch',
      '--retry-failed',
      errors,
      '-o',
      join(dir(), 'none.jsonl'),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/holds no finished export/);
    expect(emulator.requests.filter((r) => r.route === 'batch.create')).toHaveLength(0);
  });
});
