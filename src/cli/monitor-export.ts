/**
 * `crawlstream monitor export <id> -o FILE.jsonl`: appends the pages of every check of a monitor not yet
 * exported, oldest check first, one JSON line per page in the record shape of `--changes` (the page's
 * `changeTracking` with `changeStatus`, `previousScrapeAt`, `source: "monitor"` and the diff; the monitor's
 * ids under `monitor`). The file grows run after run, a pipeline's log of changes.
 *
 * The pipeline's state (`--state FILE`, default `FILE.state`): the checks exported, the check being
 * exported and how far (its cursor, and the output's length after it), and each URL's last scrape. It is
 * replaced atomically after every answer's lines are fsynced; a run that starts finds the output longer than
 * the state says (a crash between the two) and cuts it back, then continues from the cursor: every page
 * once. Each run appends one line to `STATE.loads.jsonl`: the checks it exported, the counts per status,
 * lines and bytes written, and the checks' credits.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import { lastValueFrom, toArray } from 'rxjs';
import type { Client } from '../client.js';
import { concatMapHeld } from '../documents/concat-map-held.js';
import { CheckpointError } from '../errors/errors.js';
import type { MonitorPagesPage } from '../operations/monitor-check-pages.js';
import type { MonitorCheck } from '../schemas/monitor.js';
import { type LoggedOutput, type LoggedState, openLoggedOutput } from './logged-output.js';
import { type MonitorExportSummary, pageRecord, pageStatus, zeroCounts } from './monitor-records.js';

/** What a monitor export remembers between runs. */
interface MonitorExportState extends LoggedState {
  monitorId: string;
  /** Checks whose pages are all in the output, in the order exported. */
  exported: string[];
  /** The check being exported: the pages of it in the output. */
  current?: { checkId: string; skip: number };
  /** Each URL's last scrape as exported: when its check ran. */
  lastScrape: Record<string, string>;
  /**
   * What the runs since the last loads line did. A run killed before its loads line leaves it here, and the
   * next run's line includes it, so the lines add up to every page once.
   */
  unlogged?: UnloggedRun;
}

/** The work of the runs since the last loads line: the line the next one writes. */
interface UnloggedRun {
  runId: string;
  startedAt: string;
  summary: MonitorExportSummary;
}

export interface MonitorExportOptions {
  client: Client;
  monitorId: string;
  output: string;
  state: string;
  /** Write `same` pages too. */
  writeSame: boolean;
  /** Pages per answer (`limit`). */
  pageLimit?: number | undefined;
  /** First wait before reading a running check's pages again (`--poll-interval`). */
  pollIntervalMs?: number | undefined;
  /** Called after each check is exported. */
  onCheck?: (check: MonitorCheck, written: number) => void;
}

/** Runs one export; see the module's comment. */
export async function exportMonitor(options: MonitorExportOptions): Promise<MonitorExportSummary> {
  const log = await openLoggedOutput<MonitorExportState>(
    options.output,
    options.state,
    () => ({ monitorId: options.monitorId, exported: [], bytes: 0, lastScrape: {} }),
    (s) =>
      s.monitorId === options.monitorId
        ? undefined
        : `belongs to monitor ${s.monitorId}, not ${options.monitorId}: give each monitor its own -o and --state`,
  );
  const state = log.state;
  const checks = await lastValueFrom(options.client.monitors.checks(options.monitorId).pipe(toArray()));
  const done = new Set(state.exported);
  // Oldest first; only final checks that ran (skipped ones have no pages).
  const todo = checks
    .filter(
      (c) => !done.has(c.id) && (c.status === 'completed' || c.status === 'partial' || c.status === 'failed'),
    )
    .reverse();
  if (state.current && !todo.some((c) => c.id === state.current?.checkId)) {
    throw new CheckpointError(
      `${options.state}: the check being exported (${state.current.checkId}) is no longer listed by the monitor; its pages cannot be finished. Delete the state and the output to start over.`,
      { code: 'CHECK_GONE' },
    );
  }
  const loadsPath = `${options.state}.loads.jsonl`;
  const run = await unloggedRun(log, loadsPath);
  const record = async (outcome: 'completed' | 'failed') => {
    const load = {
      runId: run.runId,
      monitorId: options.monitorId,
      startedAt: run.startedAt,
      endedAt: new Date().toISOString(),
      outcome,
      ...run.summary,
    };
    await appendFile(loadsPath, `${JSON.stringify(load)}\n`);
    await log.commit('', (s) => {
      delete s.unlogged;
    });
  };
  try {
    for (const check of todo) {
      const written = await exportCheck(options, log, check, run);
      options.onCheck?.(check, written);
    }
  } catch (err) {
    await record('failed').catch(() => undefined);
    throw err;
  }
  await record('completed');
  return run.summary;
}

/**
 * The run this one continues: the work a killed run committed and did not log, or a new one. A run killed
 * after its loads line and before its state forgot the work is logged already: this one starts afresh.
 */
async function unloggedRun(log: LoggedOutput<MonitorExportState>, loadsPath: string): Promise<UnloggedRun> {
  const { unlogged } = log.state;
  const logged = unlogged ? await readFile(loadsPath, 'utf8').catch(() => '') : '';
  if (unlogged && !logged.includes(`"runId":"${unlogged.runId}"`)) return unlogged;
  return {
    runId: randomUUID(),
    startedAt: new Date().toISOString(),
    summary: { checks: [], counts: zeroCounts(), written: 0, bytes: 0, credits: 0 },
  };
}

async function exportCheck(
  options: MonitorExportOptions,
  log: LoggedOutput<MonitorExportState>,
  check: MonitorCheck,
  run: UnloggedRun,
): Promise<number> {
  const { summary } = run;
  const state = log.state;
  const checkedAt = check.startedAt ?? check.createdAt ?? null;
  let skip = state.current?.checkId === check.id ? state.current.skip : 0;
  let written = 0;
  const answers = options.client.monitors.checkPages(options.monitorId, check.id, {
    from: { skip },
    pageLimit: options.pageLimit,
    pollIntervalMs: options.pollIntervalMs,
  });
  const writeAnswer = async (answer: MonitorPagesPage) => {
    let lines = '';
    let count = 0;
    for (const page of answer.pages) {
      const status = pageStatus(page, state.lastScrape[page.url] !== undefined);
      summary.counts[status] = (summary.counts[status] ?? 0) + 1;
      const previousScrapeAt = page.previousScrapeId ? (state.lastScrape[page.url] ?? null) : null;
      if (page.status === 'removed') delete state.lastScrape[page.url];
      else if (page.currentScrapeId && checkedAt) state.lastScrape[page.url] = checkedAt;
      if (status === 'same' && !options.writeSame) continue;
      const record = pageRecord(options.monitorId, check, { ...page, status }, previousScrapeAt);
      lines += `${JSON.stringify(record)}\n`;
      count++;
    }
    skip += answer.pages.length;
    written += count;
    summary.written += count;
    summary.bytes += Buffer.byteLength(lines);
    await log.commit(lines, (s) => {
      s.current = { checkId: check.id, skip };
      s.unlogged = run;
    });
  };
  // Each answer is written before the next is read (its hold keeps the reader back).
  await lastValueFrom(answers.pipe(concatMapHeld(writeAnswer)), { defaultValue: undefined });
  summary.checks.push(check.id);
  summary.credits += check.actualCredits ?? 0;
  await log.commit('', (s) => {
    s.exported.push(check.id);
    delete s.current;
    s.unlogged = run;
  });
  return written;
}
