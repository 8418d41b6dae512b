/**
 * The built program against the emulator playing each kind of server: exports from self-hosted servers
 * either hold every document once or end with a non-zero exit and no duplicate, and `crawlstream doctor`
 * describes each server as it is.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../src/emulator/index.js';
import { assertBuilt, parseJsonl, runCliInProcess, sourceUrl } from './cli-harness.js';

let dir: string;
const open: Emulator[] = [];

beforeAll(async () => {
  assertBuilt();
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-self-hosted-'));
});

afterEach(async () => {
  for (const emulator of open.splice(0)) await emulator.close();
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function serve(options: EmulatorOptions): Promise<{ emulator: Emulator; args: string[] }> {
  const emulator = await startEmulator({
    seed: 5,
    site: { sites: 2, pagesPerSite: 40 },
    scrape: { pagesPerSecond: 300, concurrency: 5, completionLagMs: 20 },
    ...options,
  });
  open.push(emulator);
  return { emulator, args: ['--api-url', emulator.url, '--api-key', emulator.apiKey] };
}

function truth(emulator: Emulator, jobId: string): readonly string[] {
  return emulator.jobs.sourceUrls(jobId);
}

describe('crawlstream against a self-hosted server of 2025', () => {
  it('crawl starts although the server breaks on idempotency keys, and writes every page once', async () => {
    const { emulator, args } = await serve({ profile: 'self-hosted-2025' });
    const out = join(dir, 'crawl.jsonl');
    const run = await runCliInProcess([...args, 'crawl', 'https://site-1.test/', '-o', out, '-q', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const { jobId } = JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as { jobId: string };
    const urls = parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
    expect(urls).toEqual(truth(emulator, jobId));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('pages of a job past the 10 MiB cut exits 1 with the received prefix once and a resume command', async () => {
    const { emulator, args } = await serve({ profile: 'self-hosted-2025' });
    const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: 400_000 });
    const out = join(dir, 'big.jsonl');
    const run = await runCliInProcess([...args, 'pages', jobId, '-o', out, '-q']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/ignores skip/);
    expect(run.stderr).toMatch(/Resume with:/);
    const urls = parseJsonl(await readFile(`${out}.partial`, 'utf8')).map(sourceUrl);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls).toEqual(truth(emulator, jobId).slice(0, urls.length));
  });

  it('batch skips and reports an invalid URL, as it promises, where the server needs that spelled out', async () => {
    const { emulator, args } = await serve({ profile: 'self-hosted-2025' });
    const urls = emulator.web
      .map({ url: 'https://site-1.test', limit: 4 })
      .map((l: { url: string }) => l.url);
    const file = join(dir, 'urls.txt');
    await writeFile(file, `${urls.join('\n')}\nhttp://localhost/not-a-site\n`);
    const out = join(dir, 'batch.jsonl');
    const run = await runCliInProcess([...args, 'batch', '--urls-file', file, '-o', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/skipped 1 invalid URL: http:\/\/localhost\/not-a-site/);
    expect(new Set(parseJsonl(await readFile(out, 'utf8')).map(sourceUrl))).toEqual(new Set(urls));
  });

  it('a command whose route the server lacks says so, with no HTML and no expiry hint', async () => {
    const { args } = await serve({ profile: 'self-hosted-2025' });
    const run = await runCliInProcess([...args, 'browser', 'list']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/the server does not offer this route/);
    expect(run.stderr).not.toMatch(/<|expire/);
  });
});

describe('crawlstream doctor', () => {
  async function doctor(options: EmulatorOptions) {
    const { emulator, args } = await serve(options);
    const jobId = emulator.createCompletedCrawl({ pages: 12, sizes: 500 });
    const run = await runCliInProcess([...args, 'doctor', '--job', jobId, '--json']);
    const report = JSON.parse(run.stdout) as { safe: boolean; checks: { name: string; status: string }[] };
    return {
      code: run.code,
      safe: report.safe,
      checks: Object.fromEntries(report.checks.map((c) => [c.name, c.status])),
    };
  }

  it('finds nothing to worry about on the cloud service', async () => {
    expect(await doctor({})).toEqual({
      code: 0,
      safe: true,
      checks: {
        reachable: 'ok',
        auth: 'ok',
        idempotency: 'ok',
        routes: 'ok',
        credits: 'ok',
        queue: 'ok',
        job: 'ok',
        paging: 'ok',
        changes: 'ok',
        websocket: 'ok',
      },
    });
  });

  it('finds every quirk of the 2025 self-hosted server and exits 1 for its paging', async () => {
    expect(await doctor({ profile: 'self-hosted-2025' })).toEqual({
      code: 1,
      safe: false,
      checks: {
        reachable: 'ok',
        auth: 'quirk',
        idempotency: 'quirk',
        routes: 'missing',
        credits: 'quirk',
        queue: 'missing',
        job: 'ok',
        paging: 'fail',
        changes: 'quirk',
        websocket: 'ok',
      },
    });
  });

  it('exits 0 on a self-hosted build that honours skip, naming the limit quirk', async () => {
    const result = await doctor({ profile: 'self-hosted-2025-fixed' });
    expect(result).toMatchObject({ code: 0, safe: true, checks: { paging: 'quirk', idempotency: 'quirk' } });
  });

  it('without a job, exits 0 on a healthy server and says what it could not check', async () => {
    const { args } = await serve({});
    const run = await runCliInProcess([...args, 'doctor']);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      'No check failed, but paging, changes could not be checked (see ? above): whether exports are safe depends on them.',
    );
  });

  it('checks change tracking on the page --url names, and crawl --changes then needs no probe of its own', async () => {
    const { emulator, args } = await serve({ profile: 'self-hosted-2025' });
    const cache = await mkdtemp(join(tmpdir(), 'crawlstream-doctor-cache-'));
    const env = { CRAWLSTREAM_CACHE_DIR: cache };
    const run = await runCliInProcess([...args, 'doctor', '--url', 'https://site-1.test/'], { env });
    expect(run.stdout).toMatch(
      /changes +quirk +change tracking is not offered: a scrape of https:\/\/site-1\.test\/ fails with the changeTracking format/,
    );
    const scrapes = emulator.requests.filter((r) => r.route === 'scrape').length;
    expect(scrapes).toBe(2);
    const out = join(cache, 'site.jsonl');
    const crawl = await runCliInProcess(
      [...args, 'crawl', 'https://site-1.test/', '--limit', '5', '-o', out, '--changes'],
      { env },
    );
    expect(crawl.code, crawl.stderr).toBe(0);
    expect(crawl.stderr).toContain('cannot compare pages (change tracking is not offered');
    expect(emulator.requests.filter((r) => r.route === 'scrape').length).toBe(scrapes);
    await rm(cache, { recursive: true, force: true });
  });

  it('prints no cost for the job of a server that bills nothing', async () => {
    const { emulator, args } = await serve({ profile: 'self-hosted-2025-fixed' });
    const jobId = emulator.createCompletedCrawl({ pages: 12, sizes: 500 });
    const run = await runCliInProcess([...args, 'doctor', '--job', jobId]);
    expect(run.stdout).toMatch(/job +ok +completed, 12\/12 pages; results expire/);
    expect(run.stdout).not.toMatch(/\d+ credits,/);
  });
});
