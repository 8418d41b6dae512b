/** `crawlstream monitor …`: the monitor commands, and `monitor export` as a daily pipeline. */
import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSyntheticWeb } from '../../src/emulator/web/index.js';
import { SMALL_PAGES } from '../small-pages.js';
import { emulatorFixture, parseJsonl, runCliInProcess } from './cli-harness.js';

const clock = { t: Date.parse('2026-03-02T08:00:00Z') };
const fixture = emulatorFixture('crawlstream-monitor-cli-', {
  seed: 5,
  site: { sites: 1, pagesPerSite: 200, sizes: SMALL_PAGES },
  now: () => clock.t,
});

const SITE = 'https://site-1.test/';

async function cli(args: string[]) {
  const run = await runCliInProcess(args);
  expect(run.code, run.stderr).toBe(0);
  return run;
}

const statusOf = (row: Record<string, unknown>) =>
  (row.changeTracking as { changeStatus: string }).changeStatus;

describe('crawlstream monitor', () => {
  it('creates, lists, runs and exports a monitor: each check once, only what changed, with the loads log', async () => {
    const { emulator, args } = await fixture.serve();
    const created = JSON.parse(
      (
        await cli([
          ...args,
          'monitor',
          'create',
          '--name',
          'site',
          '--every',
          'daily at 9am',
          '--crawl',
          SITE,
          '--limit',
          '1000',
          '--json',
        ])
      ).stdout,
    );
    expect(created).toMatchObject({ name: 'site', status: 'active', schedule: { cron: '0 9 * * *' } });
    const listed = parseJsonl((await cli([...args, 'monitor', 'list'])).stdout);
    expect(listed.map((m) => m.id)).toEqual([created.id]);

    const check1 = JSON.parse((await cli([...args, 'monitor', 'run', created.id, '--json'])).stdout);
    clock.t += 10_000;
    const out = join(fixture.dir(), 'changes.jsonl');
    const first = await cli([...args, 'monitor', 'export', created.id, '-o', out]);
    expect(first.stderr).toMatch(/Exported 1 check /);
    const day1 = parseJsonl(await readFile(out, 'utf8'));
    expect(day1.length).toBeGreaterThan(100);
    expect(new Set(day1.map(statusOf))).not.toContain('same');
    for (const row of day1) {
      expect(row.monitor).toMatchObject({ monitorId: created.id, checkId: check1.id });
      expect(row.changeTracking).toMatchObject({ source: 'monitor', previousScrapeAt: null });
    }

    // Nothing new: the same check is not exported twice.
    const again = await cli([...args, 'monitor', 'export', created.id, '-o', out]);
    expect(again.stderr).toMatch(/Exported 0 checks /);
    expect(parseJsonl(await readFile(out, 'utf8'))).toHaveLength(day1.length);

    // The web changes; the 9am check runs on schedule; the export appends what changed.
    const changes = emulator.advanceWeb();
    clock.t = Date.parse('2026-03-02T09:00:10Z');
    const checks = parseJsonl((await cli([...args, 'monitor', 'checks', created.id])).stdout);
    expect(checks.map((c) => c.trigger)).toEqual(['scheduled', 'manual']);
    await cli([...args, 'monitor', 'export', created.id, '-o', out]);
    const day2 = parseJsonl(await readFile(out, 'utf8')).slice(day1.length);
    const urls = (status: string) => day2.filter((r) => statusOf(r) === status).map((r) => String(r.url));
    const found = new Set(day1.filter((r) => statusOf(r) === 'new').map((r) => String(r.url)));
    expect(urls('changed')).toEqual(expect.arrayContaining(changes.edited.filter((u) => found.has(u))));
    expect(urls('removed')).toEqual(expect.arrayContaining(changes.removed.filter((u) => found.has(u))));
    expect(urls('new')).toEqual(expect.arrayContaining(changes.added.filter((u) => urls('new').includes(u))));
    expect(day2.every((r) => (r.monitor as { checkId: string }).checkId === checks[0]?.id)).toBe(true);
    const changed = day2.find((r) => statusOf(r) === 'changed') as Record<string, Record<string, unknown>>;
    expect(changed.changeTracking?.previousScrapeAt).toBe(check1.startedAt ?? check1.createdAt);
    expect((changed.changeTracking?.diff as { text?: string } | undefined)?.text).toMatch(/^@@ /);

    // One load per check, as every destination logs them (a run with no check to export logs none).
    const loads = parseJsonl(await readFile(`${out}.state.loads.jsonl`, 'utf8'));
    expect(loads.map((l) => [l.kind, l.outcome, l.jobId])).toEqual([
      ['monitor', 'completed', check1.id],
      ['monitor', 'completed', checks[0]?.id],
    ]);
    expect(loads[1]?.written).toBe(day2.length);
    expect(loads[0]?.credits).toBe(
      check1.estimatedCredits - day1.filter((r) => statusOf(r) === 'error').length,
    );

    const pages = parseJsonl(
      (await cli([...args, 'monitor', 'pages', created.id, String(checks[0]?.id), '--status', 'changed']))
        .stdout,
    );
    expect(pages.map((p) => p.url).sort()).toEqual(urls('changed').sort());

    const paused = JSON.parse(
      (await cli([...args, 'monitor', 'update', created.id, '--status', 'paused', '--json'])).stdout,
    );
    expect(paused.status).toBe('paused');
    await cli([...args, 'monitor', 'delete', created.id]);
    const gone = await runCliInProcess([...args, 'monitor', 'get', created.id]);
    expect(gone.code).toBe(1);
  });

  it('an export an earlier release cut off (its own state file) continues in the pipeline state, each page once', async () => {
    const { emulator, args } = await fixture.serve();
    clock.t = Date.parse('2026-03-03T08:00:00Z');
    const created = JSON.parse(
      (
        await cli([
          ...args,
          'monitor',
          'create',
          '--name',
          's',
          '--every',
          'daily',
          '--crawl',
          SITE,
          '--limit',
          '1000',
          '--json',
        ])
      ).stdout,
    );
    const check1 = JSON.parse((await cli([...args, 'monitor', 'run', created.id, '--json'])).stdout);
    clock.t += 10_000;
    const a = join(fixture.dir(), 'a.jsonl');
    const b = join(fixture.dir(), 'b.jsonl');
    // B keeps its state where --state says (A beside its file, as by default).
    const bState = join(fixture.dir(), 'b-state.json');
    const exportB = ['monitor', 'export', created.id, '-o', b, '--state', bState, '--changes', 'all'];
    await cli([...args, 'monitor', 'export', created.id, '-o', a, '--changes', 'all']);
    emulator.advanceWeb();
    const check2 = JSON.parse((await cli([...args, 'monitor', 'run', created.id, '--json'])).stdout);
    clock.t += 10_000;
    await cli([...args, 'monitor', 'export', created.id, '-o', a, '--changes', 'all']);
    const whole = await readFile(a, 'utf8');
    const lines = whole.split('\n').filter(Boolean);
    const day1Lines = lines.filter((line) => JSON.parse(line).monitor.checkId === check1.id).length;

    // B as an earlier release left it when killed: its state (one JSON object) says check 1 is exported and
    // 7 pages of check 2 are committed; 3 more lines and half of one were written after that state was saved.
    const committed = `${lines.slice(0, day1Lines + 7).join('\n')}\n`;
    await writeFile(b, committed);
    await appendFile(b, `${lines.slice(day1Lines + 7, day1Lines + 10).join('\n')}\n{"half": `);
    await writeFile(bState, JSON.stringify(loggedState(created.id, check1.id, check2.id, committed)));
    const day1 = committed.split('\n').slice(0, day1Lines);
    const loggedLoad = {
      runId: '5f0c1a9e-8d7b-4f5e-9b59-3f1d2f7e6a10',
      monitorId: created.id,
      startedAt: '2026-03-03T08:00:11.000Z',
      endedAt: '2026-03-03T08:00:12.000Z',
      outcome: 'completed',
      checks: [check1.id],
      counts: { new: day1.length, changed: 0, same: 0, removed: 0, error: 0 },
      written: day1.length,
      bytes: Buffer.byteLength(`${day1.join('\n')}\n`),
      credits: 0,
    };
    await writeFile(`${bState}.loads.jsonl`, `${JSON.stringify(loggedLoad)}\n`);

    await cli([...args, ...exportB]);
    expect(await readFile(b, 'utf8')).toBe(whole);
    expect(existsSync(`${b}.state`)).toBe(false);
    // Now the state every pipeline keeps: URL lines, and one load per check (the earlier run's kept whole).
    expect((await readFile(bState, 'utf8')).startsWith('{"url":')).toBe(true);
    const loads = parseJsonl(await readFile(`${bState}.loads.jsonl`, 'utf8'));
    expect(loads.map((l) => [l.kind, l.checks ?? [l.jobId]])).toEqual([
      ['monitor', [check1.id]],
      ['monitor', [check2.id]],
    ]);
    // Nothing is left to export, and nothing is written twice.
    await cli([...args, ...exportB]);
    expect(await readFile(b, 'utf8')).toBe(whole);
  });

  it('refuses bad input before sending', async () => {
    const { emulator, args } = await fixture.serve();
    const fast = await runCliInProcess([
      ...args,
      'monitor',
      'create',
      '--name',
      'x',
      '--cron',
      '*/5 * * * *',
      '--url',
      SITE,
    ]);
    expect(fast.code).toBe(2);
    expect(fast.stderr).toMatch(/--cron/);
    expect(fast.stderr).toMatch(/15 minutes/);
    const noTarget = await runCliInProcess([
      ...args,
      'monitor',
      'create',
      '--name',
      'x',
      '--every',
      'hourly',
    ]);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toMatch(/--url or --crawl/);
    const notJsonl = await runCliInProcess([
      ...args,
      'monitor',
      'export',
      '0190f1d2-0000-7000-8000-000000000001',
      '-o',
      'x.parquet',
    ]);
    expect(notJsonl.code).toBe(2);
    expect(emulator.requests).toHaveLength(0);
  });
});

describe('dead pages in monitor exports', () => {
  it.each([
    ['a JSONL file', 'dead.jsonl'],
    ['a DuckDB table', 'dead.duckdb'],
  ])('into %s: a page never seen alive is never removed, one that died is removed once', async (_, file) => {
    const { emulator, args } = await fixture.serve();
    // The page the web's next version removes, learnt from a twin of the emulator's web.
    const dying = createSyntheticWeb({ seed: 5, sites: 1, pagesPerSite: 200, sizes: SMALL_PAGES }).advance()
      .removed[0] as string;
    const urls = [`${SITE}about`, dying, `${SITE}never-there`].flatMap((url) => ['--url', url]);
    const created = JSON.parse(
      (
        await cli([
          ...args,
          'monitor',
          'create',
          '--name',
          'dead',
          '--every',
          'daily at 9am',
          ...urls,
          '--json',
        ])
      ).stdout,
    );
    const out = join(fixture.dir(), `${Date.now()}-${file}`);
    const counts: { removed: number; same: number }[] = [];
    for (let check = 0; check < 3; check++) {
      if (check === 1) expect(emulator.advanceWeb().removed).toEqual([dying]);
      await cli([...args, 'monitor', 'run', created.id]);
      clock.t += 10_000;
      const run = await cli([...args, 'monitor', 'export', created.id, '-o', out]);
      const said = /\((\d+) changed, (\d+) new, (\d+) removed, (\d+) failed, (\d+) same/.exec(run.stderr);
      expect(said, run.stderr).not.toBeNull();
      counts.push({ removed: Number(said?.[3]), same: Number(said?.[5]) });
    }
    // never-there: same at every check; the dying page: removed once, then same; about: same after the first.
    expect(counts).toEqual([
      { removed: 0, same: 1 },
      { removed: 1, same: 2 },
      { removed: 0, same: 3 },
    ]);
  });
});

/**
 * The state file of `monitor export -o FILE.jsonl` as earlier releases wrote it: the checks exported, the
 * check being exported and how far, each URL's last scrape as exported, and the committed length.
 */
function loggedState(monitorId: string, exported: string, currentId: string, committed: string) {
  const lastScrape: Record<string, string> = {};
  const records = committed.split('\n').filter(Boolean);
  for (const record of records.map((line) => JSON.parse(line))) {
    // The service calls a dead page removed at every check; the record says `same` once it was gone.
    const status = record.changeTracking.changeStatus;
    const dead = status === 'removed' || (status === 'same' && lastScrape[record.url] === undefined);
    if (dead) delete lastScrape[record.url];
    else if (record.monitor.currentScrapeId) lastScrape[record.url] = record.monitor.checkedAt;
  }
  return {
    monitorId,
    exported: [exported],
    bytes: Buffer.byteLength(committed),
    lastScrape,
    current: { checkId: currentId, skip: 7 },
  };
}
