import { describe, expect, it } from 'vitest';
import type { JobPageSource } from '../../src/emulator/page-source.js';
import { type JobTiming, ScrapeJob } from '../../src/emulator/scrape-job.js';
import { createRandom } from '../../src/emulator/seeded-random.js';

function source(count: number, failEvery = 0): JobPageSource {
  let i = 0;
  return {
    nextUrl: () => (i < count ? `https://s.test/p${i++}` : undefined),
    render: (url) =>
      failEvery > 0 && Number(url.slice(16)) % failEvery === 0
        ? { ok: false, error: 'boom', code: 'SCRAPE_FAILED' }
        : { ok: true, json: JSON.stringify({ markdown: url, metadata: { url } }) },
  };
}

function job(count: number, timing: Partial<JobTiming> = {}, failEvery = 0, options = {}): ScrapeJob {
  let n = 0;
  return new ScrapeJob({
    id: 'j',
    kind: 'crawl',
    url: 'https://s.test',
    createdAt: 0,
    options,
    source: source(count, failEvery),
    timing: { pagesPerSecond: 10, concurrency: 4, completionLagMs: 500, ...timing },
    random: createRandom(9),
    newId: () => `e${n++}`,
  });
}

describe('ScrapeJob', () => {
  it('grows completed and total monotonically, keeps total ahead, completes after the lag', () => {
    const j = job(40);
    let last = { completed: 0, total: 0 };
    for (let t = 0; t <= 20_000; t += 100) {
      j.advance(t);
      expect(j.completed).toBeGreaterThanOrEqual(last.completed);
      expect(j.total).toBeGreaterThanOrEqual(j.completed);
      if (j.status === 'scraping' && j.completed < 40) expect(j.total).toBeGreaterThan(j.completed);
      last = { completed: j.completed, total: j.total };
    }
    expect(j.status).toBe('completed');
    expect(j.completed).toBe(40);
    expect(j.completedAt! - j.lastWriteAt).toBeLessThanOrEqual(0);
    // About 10 pages per second: 40 pages take roughly 4 s (seeded jitter around the mean).
    expect(j.completedAt!).toBeGreaterThan(2_500);
    expect(j.completedAt!).toBeLessThan(7_000);
  });

  it('gives the same schedule however it is polled', () => {
    const a = job(30);
    const b = job(30);
    a.advance(100_000);
    for (let t = 0; t <= 100_000; t += 37) b.advance(t);
    expect(b.documents.map((d) => d.parts[0]!.toString())).toEqual(
      a.documents.map((d) => d.parts[0]!.toString()),
    );
    expect(b.completedAt).toBe(a.completedAt);
  });

  it('keeps failed pages out of completed and total, in errors instead', () => {
    const j = job(20, {}, 5);
    j.advance(100_000);
    expect(j.completed).toBe(16);
    expect(j.total).toBe(16);
    expect(j.errors.map((e) => e.url).sort()).toEqual(
      ['https://s.test/p0', 'https://s.test/p5', 'https://s.test/p10', 'https://s.test/p15'].sort(),
    );
  });

  it('runs one page at a time with a crawl delay or maxConcurrency 1', () => {
    const delayed = job(10, { delaySeconds: 1 });
    expect(delayed.total).toBe(2);
    delayed.advance(100_000);
    expect(delayed.completedAt!).toBeGreaterThan(10_000);
    expect(job(10, {}, 0, { maxConcurrency: 1 }).total).toBe(2);
  });

  it('stops on cancel and keeps what was finished', () => {
    const j = job(50);
    j.advance(1_000);
    const done = j.completed;
    j.cancel(1_000);
    j.advance(100_000);
    expect(j.status).toBe('cancelled');
    expect(j.completed).toBe(done);
    expect(j.nextChangeAt()).toBeUndefined();
  });
});
