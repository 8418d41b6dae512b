/** `crawlstream crawl … --changes --state FILE`: a daily re-crawl that writes only what changed. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/emulator/index.js';
import { createSyntheticWeb } from '../../src/emulator/web/index.js';
import { StoppableClock } from '../helpers/stoppable-clock.js';
import { duckdbDatabase } from '../sinks/table/table-db.js';
import { dailySite } from '../small-pages.js';
import {
  emulatorFixture,
  parseJsonl,
  QUICK_POLL,
  resumeArgs,
  runCliInProcess,
  sourceUrl,
} from './cli-harness.js';

/**
 * The emulator's clock. The resume test stops it in the middle of the second day's crawl: the job then
 * finishes no more pages, so however slowly the program runs, the fault meets it still running.
 */
const clock = new StoppableClock();
const fixture = emulatorFixture(
  'crawlstream-changes-cli-',
  { ...dailySite(3, 400), now: clock.now },
  QUICK_POLL,
);

const SITE = ['https://site-1.test/', '--allow-subdomains', '--crawl-entire-domain'];

async function day(args: string[], out: string, state: string, extra: string[] = []) {
  const run = await runCliInProcess([
    ...args,
    'crawl',
    ...SITE,
    '-o',
    out,
    '--changes',
    '--state',
    state,
    '--json',
    ...extra,
  ]);
  expect(run.code, run.stderr).toBe(0);
  const summary = JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
  const rows = parseJsonl(await readFile(out, 'utf8'));
  return { run, summary, rows };
}

const statusOf = (row: Record<string, unknown>) =>
  (row.changeTracking as { changeStatus: string }).changeStatus;
const urlsWith = (rows: Record<string, unknown>[], status: string) =>
  rows
    .filter((r) => statusOf(r) === status)
    .map(sourceUrl)
    .sort();

/** What a second day's run must write after one advance of the web, given the first day's URLs. */
function expectedChanges(emulator: Emulator, found: Set<string>) {
  const changes = emulator.advanceWeb();
  return {
    changed: changes.edited.filter((u) => found.has(u)).sort(),
    new: changes.added.slice().sort(),
    removed: changes.removed.filter((u) => found.has(u)).sort(),
  };
}

/**
 * Stops the emulator's clock once the next crawl has finished `pages` documents, then fails the first
 * status read after `journal` exists; `stop` ends the watch and lets time go on from where it stopped.
 */
function faultOnceJournaled(emulator: Emulator, journal: string, pages: number) {
  const from = emulator.requests.length;
  let faulted = false;
  const poll = setInterval(() => {
    const read = emulator.requests.slice(from).find((r) => r.route === 'crawl.status');
    if (read === undefined || faulted) return;
    if (!clock.stopped) {
      // Stopped first: the documents counted are those finished by the time the clock stays at.
      clock.stop();
      if (emulator.jobs.sourceUrls(read.path.split('/').at(-1) as string, pages - 1).length === 0)
        clock.start();
      return;
    }
    faulted = existsSync(journal);
    if (faulted) emulator.injectFault({ route: 'crawl.status', kind: '500' });
  }, 10);
  return {
    stop() {
      clearInterval(poll);
      clock.start();
    },
  };
}

describe.each([
  ['cloud', 'service'],
  ['self-hosted-2025-fixed', 'fingerprint'],
] as const)('crawl --changes against a %s server', (profile, source) => {
  it(`day 1 writes every page as new; day 2 exactly what changed (by the ${source}); day 3 nothing`, async () => {
    const { emulator, args } = await fixture.serve({ profile });
    const dir = fixture.dir();
    const state = join(dir, `${profile}.state`);
    const first = await day(args, join(dir, `${profile}-1.jsonl`), state);
    const found = new Set(first.rows.map(sourceUrl));
    expect(first.summary.changes).toMatchObject({ outcome: 'completed', tombstones: 'written' });
    expect(first.summary.changes.counts.new).toBe(urlsWith(first.rows, 'new').length);
    expect(first.run.stderr).toMatch(
      /Changes \((service|fingerprint|service and fingerprint)\): \d+ new, 0 changed/,
    );

    const expected = expectedChanges(emulator, found);
    const second = await day(args, join(dir, `${profile}-2.jsonl`), state);
    expect(urlsWith(second.rows, 'changed')).toEqual(expected.changed);
    expect(urlsWith(second.rows, 'new')).toEqual(expected.new);
    expect(urlsWith(second.rows, 'removed')).toEqual(expected.removed);
    expect(second.rows).toHaveLength(expected.changed.length + expected.new.length + expected.removed.length);
    expect(second.summary.changes.sources[source]).toBeGreaterThan(0);
    // Against the cloud, the pages that were already 404 disagree (the service says removed each time; the
    // state says same): those are the fingerprint's.
    const who = source === 'service' ? 'service and fingerprint' : 'fingerprint';
    expect(second.run.stderr).toContain(
      `Changes (${who}): ${expected.new.length} new, ${expected.changed.length} changed, ${expected.removed.length} removed`,
    );

    const third = await day(args, join(dir, `${profile}-3.jsonl`), state);
    expect(third.rows).toEqual([]);
    expect(third.summary.changes.written).toBe(0);
    const loads = parseJsonl(await readFile(`${state}.loads.jsonl`, 'utf8'));
    expect(loads.map((l) => l.jobId)).toEqual([
      first.summary.jobId,
      second.summary.jobId,
      third.summary.jobId,
    ]);

    // The README's query of a site's current state from the daily files: every page found, as it is now.
    const current = await duckdbDatabase(join(dir, 'current.duckdb')).query(`SELECT url, markdown FROM (
      SELECT metadata->>'sourceURL' AS url, changeTracking->>'changeStatus' AS status, markdown,
        row_number() OVER (PARTITION BY metadata->>'sourceURL' ORDER BY filename DESC) AS rn
      FROM read_json('${join(dir, `${profile}-*.jsonl`)}', filename = true,
        columns = {metadata: 'JSON', changeTracking: 'JSON', markdown: 'VARCHAR'}))
    WHERE rn = 1 AND status <> 'removed'`);
    const live = new Set([...found, ...expected.new].filter((u) => !expected.removed.includes(u)));
    for (const url of urlsWith(first.rows, 'removed')) live.delete(url);
    expect(current.map((r) => String(r.url)).sort()).toEqual([...live].sort());
    const edited = expected.changed[0] as string;
    const now = second.rows.find((r) => sourceUrl(r) === edited);
    expect(current.find((r) => r.url === edited)?.markdown).toBe(now?.markdown);
  });
});

describe('crawl --changes, interrupted and resumed', () => {
  it('a run that fails half-way and resumes writes what an uninterrupted run writes, and commits the state once', async () => {
    const { emulator, args } = await fixture.serve();
    const dir = fixture.dir();
    const state = join(dir, 'resume.state');
    const first = await day(args, join(dir, 'r-1.jsonl'), state);
    const expected = expectedChanges(emulator, new Set(first.rows.map(sourceUrl)));
    // The second day's crawl stops with 100 pages finished; once the export has journaled a page, the next
    // status read fails for good, so the export stops part-way with its verdicts journaled.
    const watch = faultOnceJournaled(emulator, `${state}.journal`, 100);
    const out = join(dir, 'r-2.jsonl');
    const failed = await runCliInProcess([
      ...args,
      '--max-retries',
      '0',
      'crawl',
      ...SITE,
      '-o',
      out,
      '--changes',
      '--state',
      state,
      '--page-limit',
      '40',
    ]).finally(watch.stop);
    expect(failed.code, failed.stderr).toBe(1);
    expect(await readFile(`${state}.journal`, 'utf8')).toContain('"journal"');
    // The command the failure printed, whether or not a checkpoint was written before it.
    const printed = resumeArgs(failed.stderr);
    expect(printed).toEqual(expect.arrayContaining(['--changes', '--state', state]));
    const resumed = await runCliInProcess([...printed, '--api-key', emulator.apiKey, '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const rows = parseJsonl(await readFile(out, 'utf8'));
    expect(urlsWith(rows, 'changed')).toEqual(expected.changed);
    expect(urlsWith(rows, 'new')).toEqual(expected.new);
    expect(urlsWith(rows, 'removed')).toEqual(expected.removed);
    expect(rows).toHaveLength(expected.changed.length + expected.new.length + expected.removed.length);
    const loads = parseJsonl(await readFile(`${state}.loads.jsonl`, 'utf8'));
    expect(loads).toHaveLength(2);
    // Nothing changed since: the next day writes nothing.
    const third = await day(args, join(dir, 'r-3.jsonl'), state);
    expect(third.rows).toEqual([]);
  });
});

describe('batch --changes', () => {
  it('writes a batch once, then only the pages that changed; a batch writes no tombstones', async () => {
    const { emulator, args } = await fixture.serve();
    const dir = fixture.dir();
    const state = join(dir, 'batch.state');
    const web = emulator.web
      .pages()
      .filter((p) => p.statusCode === 200 && p.query === '' && !p.failure && p.treeDepth > 0);
    const next = createSyntheticWeb(emulator.web.options).advance();
    const edited = next.edited.slice(0, 2);
    const urls = [
      ...edited,
      ...web
        .filter((p) => !next.edited.includes(p.url) && !next.removed.includes(p.url))
        .slice(0, 4)
        .map((p) => p.url),
    ];
    const batch = async (out: string) => {
      const run = await runCliInProcess([
        ...args,
        'batch',
        ...urls,
        '-o',
        join(dir, out),
        '--changes',
        '--state',
        state,
        '--json',
      ]);
      expect(run.code, run.stderr).toBe(0);
      return {
        summary: JSON.parse(run.stdout.trim().split('\n').at(-1) as string),
        rows: parseJsonl(await readFile(join(dir, out), 'utf8')),
      };
    };
    const first = await batch('b1.jsonl');
    expect(urlsWith(first.rows, 'new')).toEqual([...urls].sort());
    emulator.advanceWeb();
    const second = await batch('b2.jsonl');
    expect(urlsWith(second.rows, 'changed')).toEqual([...edited].sort());
    expect(second.rows).toHaveLength(edited.length);
    expect(second.summary.changes).toMatchObject({ kind: 'batch', tombstones: 'not-a-crawl' });
    expect(second.summary.changes.counts).toMatchObject({ changed: 2, same: 4, new: 0, removed: 0 });
  });
});

describe('--changes and --state are checked before anything is sent', () => {
  it('refuses a bad mode, --state alone, and an output it cannot keep state beside', async () => {
    const { emulator, args } = await fixture.serve();
    const dir = fixture.dir();
    const bad = await runCliInProcess([
      ...args,
      'crawl',
      ...SITE,
      '-o',
      join(dir, 'x.jsonl'),
      '--changes=some',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--changes: must be changes (the default) or all; got "some"');
    const lone = await runCliInProcess([
      ...args,
      'crawl',
      ...SITE,
      '-o',
      join(dir, 'x.jsonl'),
      '--state',
      's',
    ]);
    expect(lone.code).toBe(2);
    expect(lone.stderr).toContain('--state: only with --changes');
    const stdout = await runCliInProcess([...args, 'crawl', ...SITE, '--changes']);
    expect(stdout.code).toBe(2);
    expect(stdout.stderr).toContain('--changes: writes a JSONL or Parquet file');
    expect(emulator.requests.filter((r) => r.path.startsWith('/v2/'))).toEqual([]);
  });
});

describe('crawl --changes against the 2025 self-hosted server, which fails every page that asks for changeTracking', () => {
  it('probes once, remembers the answer per server, and exports every page by fingerprint', async () => {
    const { emulator, args } = await fixture.serve({ profile: 'self-hosted-2025' });
    const dir = fixture.dir();
    const env = { CRAWLSTREAM_CACHE_DIR: join(dir, 'cache') };
    const state = join(dir, 'sh.state');
    const scrapes = () => emulator.requests.filter((r) => r.route === 'scrape').length;
    const run = async (out: string) => {
      const result = await runCliInProcess(
        [...args, 'crawl', ...SITE, '-o', out, '--changes', '--state', state, '--json'],
        { env },
      );
      expect(result.code, result.stderr).toBe(0);
      return { ...result, summary: JSON.parse(result.stdout.trim().split('\n').at(-1) as string) };
    };
    const first = await run(join(dir, 'sh-1.jsonl'));
    expect(scrapes()).toBe(2); // with the format (fails), then without (succeeds)
    expect(first.stderr).toMatch(
      /cannot compare pages \(a scrape of https:\/\/site-1\.test\/ fails with the changeTracking format \(.*Supabase client is not configured/,
    );
    expect(first.summary.failed ?? 0).toBe(0);
    expect(first.summary.documents).toBeGreaterThan(100);
    expect(first.summary.changes.sources).toEqual({
      service: 0,
      fingerprint: first.summary.changes.documents,
    });
    const memory = JSON.parse(await readFile(join(dir, 'cache', 'servers.json'), 'utf8'));
    expect(Object.values(memory)).toMatchObject([{ changeTracking: { supported: false } }]);

    const expected = expectedChanges(
      emulator,
      new Set(parseJsonl(await readFile(join(dir, 'sh-1.jsonl'), 'utf8')).map(sourceUrl)),
    );
    const second = await run(join(dir, 'sh-2.jsonl'));
    expect(scrapes()).toBe(2); // remembered: no second probe
    expect(second.stderr).toMatch(/\(checked 20\d\d-/);
    const rows = parseJsonl(await readFile(join(dir, 'sh-2.jsonl'), 'utf8'));
    expect(urlsWith(rows, 'changed')).toEqual(expected.changed);
    expect(urlsWith(rows, 'removed')).toEqual(expected.removed);
    expect(second.summary.changes.counts).toMatchObject({
      changed: expected.changed.length,
      new: expected.new.length,
    });
  });
});
