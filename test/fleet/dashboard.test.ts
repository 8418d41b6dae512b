/**
 * `crawlstream dashboard` in Debian's headless Chromium: the page renders the fleet (pipelines, their last
 * loads, the runs in progress, credits per day), its numbers are those of `pipelines status --json`, it
 * redraws itself as runs end, no script fails, and neither the Redis nor the database password is in it.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresServer } from '../../scripts/postgres-server.mjs';
import { cliPath, programEnv } from '../cli/cli-harness.js';
import { CHROMIUM_FLAGS } from '../docs/headless-chromium.js';
import { filePostgres } from '../helpers/file-postgres.js';
import { startFleet, statusWhen, type TestFleet } from './fleet-harness.js';

const CHROMIUM = '/usr/bin/chromium';
// Read inside the page, where the DOM is.
declare const document: { querySelector(selector: string): { textContent: string | null } | null };
const REDIS_PASSWORD = 'dash-redis-pw-41c9';
let fleet: TestFleet;
let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await filePostgres();
  fleet = await startFleet(
    'crawlstream-dashboard-',
    {
      seed: 9,
      site: { sites: 3, pagesPerSite: 40, failureRate: 0.1 },
      scrape: { pagesPerSecond: 40, concurrency: 4, completionLagMs: 20 },
    },
    { redisPassword: REDIS_PASSWORD },
  );
}, 60_000);
afterAll(async () => {
  await fleet?.stop();
  await postgres?.stop();
});

/** Starts the dashboard program on a free port; resolves with its address once it listens. */
function dashboard(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [cliPath, 'dashboard', '--port', '0'], {
    env: programEnv(fleet.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const url = /Dashboard on (http:\/\/\S+)/.exec(out)?.[1];
      if (url)
        resolve({
          url,
          stop: () => new Promise((done) => child.once('exit', () => done()).kill('SIGTERM')),
        });
    });
    child.once('exit', (code) => reject(new Error(`dashboard exited ${code}: ${out}`)));
  });
}

describe('crawlstream dashboard', () => {
  it('shows the pipelines, their loads and the credits per day as pipelines status --json says them', async () => {
    const file = join(fleet.dir, 'pipelines.yaml');
    await writeFile(
      file,
      `pipelines:
  - name: docs
    crawl: { url: "https://site-1.test/", limit: 30 }
    output: ${join(fleet.dir, 'docs.jsonl')}
    changes: true
  - name: catalog
    crawl: { url: "https://site-2.test/", limit: 25 }
    output: "${postgres.url()}"
    table: catalog
    changes: true
    schedule: "30 4 * * 1"
    timezone: America/New_York
  - name: later
    crawl: { url: "https://site-3.test/", limit: 40 }
    output: ${join(fleet.dir, 'later.jsonl')}
`,
    );
    expect((await fleet.cli(['pipelines', 'apply', file])).code).toBe(0);
    const worker = fleet.worker();
    await fleet.cli(['pipelines', 'run', 'docs', 'catalog']);
    const status = await statusWhen(fleet, (s) => s.pipelines.filter((p) => p.lastRun).length === 2);
    const board = await dashboard();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
      page.on('pageerror', (err) => problems.push(err.message));
      await page.goto(board.url, { waitUntil: 'load' });
      expect(await page.title()).toBe('crawlstream fleet');
      const rowOf = async (name: string) => page.locator(`tr[data-pipeline="${name}"] td`).allInnerTexts();
      for (const p of status.pipelines) {
        const cells = await rowOf(p.name);
        expect(cells[0]).toBe(p.name);
        expect(cells[1]).toBe(p.output);
        if (p.lastRun) {
          const counts = p.lastRun.counts ?? {};
          expect(cells.slice(4, 10).map(Number), p.name).toEqual([
            p.lastRun.documents,
            counts.new ?? 0,
            counts.changed ?? 0,
            counts.removed ?? 0,
            p.lastRun.credits,
            p.lastRun.failedPages ?? 0,
          ]);
        } else expect(cells[3]).toBe('never ran');
        expect(Number(cells[11])).toBe(p.creditsToday);
      }
      // Some pages failed (a tenth of the site), and the load says how many.
      expect(status.pipelines.find((p) => p.name === 'docs')?.lastRun?.failedPages).toBeGreaterThan(0);
      expect(await rowOf('catalog')).toContain(status.pipelines.find((p) => p.name === 'catalog')?.nextRun);
      expect(await page.locator('[data-field="creditsToday"]').first().textContent()).toBe(
        String(status.creditsToday),
      );
      // Thirty days of credits, today's bar titled with today's figure.
      expect(await page.locator('svg rect.bar').count()).toBe(30);
      expect(await page.locator('svg g title').last().textContent()).toBe(
        `${status.creditsByDay.at(-1)?.day}: ${status.creditsToday} credits`,
      );
      // A run that starts and ends while the page is open shows up without a reload.
      await fleet.cli(['pipelines', 'run', 'later']);
      await page.waitForFunction(
        () => /completed/.test(document.querySelector('tr[data-pipeline="later"]')?.textContent ?? ''),
        undefined,
        { timeout: 60_000 },
      );
      const after = await fleet.status();
      const later = after.pipelines.find((p) => p.name === 'later');
      await page.waitForFunction(
        (credits) =>
          document.querySelector('strong[data-field="creditsToday"]')?.textContent === String(credits),
        after.creditsToday,
      );
      expect(Number((await rowOf('later'))[4])).toBe(later?.lastRun?.documents);
      const html = await page.content();
      expect(html).not.toContain(REDIS_PASSWORD);
      expect(html).not.toContain('pg-secret');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await board.stop();
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  });

  it('serves its reading as JSON, and answers 404 elsewhere', async () => {
    const board = await dashboard();
    try {
      const json = (await (await fetch(`${board.url}/status.json`)).json()) as { pipelines: unknown[] };
      expect(json.pipelines).toHaveLength(3);
      expect((await fetch(`${board.url}/nope`)).status).toBe(404);
      // Bound to the loopback interface unless told otherwise.
      expect(board.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await board.stop();
    }
  });
});
