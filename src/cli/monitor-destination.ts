/**
 * `crawlstream monitor export <id> -o postgres://…|FILE.duckdb|DIR/|s3://…/`: the pages of every check not
 * yet exported go into a table or a dataset, each check as an export of its own (its id is the job id: the
 * `job_id` column, the `job_id=` partition), in the record shape of the JSONL export.
 *
 * The pipeline's state lives with the data, in the change store of `--changes` exports (the database's
 * `crawlstream_state` and `crawlstream_loads`, or the dataset's `_crawlstream/`): each URL's last scrape, and
 * one load per check (`kind: "monitor"`), which is how a later run knows the check is exported. Exactly once
 * across crashes, in three steps per check: the page verdicts go to the store's journal before the pages go
 * to the sink; the sink commits rows (or parts) with its cursor, so a rerun continues the check from there;
 * once the sink has finished, the store takes in the journal and the check's load at once. A rerun that finds
 * the check complete in the destination but not in the loads log only does that last step.
 */
import { lastValueFrom, type OperatorFunction, toArray } from 'rxjs';
import type { ChangeStore, Journal } from '../changes/change-store.js';
import type { ChangeStatus, JournalEntry, LoadRecord, UrlState } from '../changes/change-types.js';
import { canonicalUrl } from '../documents/canonical-url.js';
import { concatMapHeld } from '../documents/concat-map-held.js';
import { CheckpointError } from '../errors/errors.js';
import type { MonitorPagesPage } from '../operations/monitor-check-pages.js';
import type { MonitorCheck } from '../schemas/monitor.js';
import type { DatasetSummary } from '../sinks/dataset/to-dataset.js';
import type { SinkPage } from '../sinks/run-sink.js';
import type { SinkSummary } from '../sinks/sink-summary.js';
import { changeStore } from './change-flags.js';
import type { MonitorExportOptions } from './monitor-export.js';
import { type MonitorExportSummary, pageRecord, pageStatus, zeroCounts } from './monitor-records.js';
import type { OutputTarget } from './output-target.js';

/** A table or a dataset: the destinations whose state lives in them. */
export type MonitorDestination = Extract<OutputTarget, { format: 'table' } | { format: 'dataset' }>;

export interface MonitorDestinationOptions extends Omit<MonitorExportOptions, 'output' | 'state'> {
  output: MonitorDestination;
  env: NodeJS.ProcessEnv;
}

/** Where the destination stands with one check's export. */
interface HeldExport {
  /** Nothing is left for the sink to do (a dataset's checkpoint, even a complete one, is the sink's to finish). */
  finished: boolean;
  /** The check's position the export continues from. */
  skip: number;
  /** Characters of document JSON it holds. */
  jsonBytes: number;
}

/** Runs one export into a table or dataset; see the module's comment. */
export async function exportMonitorInto(options: MonitorDestinationOptions): Promise<MonitorExportSummary> {
  const { output, env, monitorId } = options;
  const store = await changeStore(
    output.format === 'table' ? { target: output.target, table: output.table } : { dataset: output.path },
    env,
  );
  const loads = await store.readLoads();
  const other = loads.find((l) => l.kind !== 'monitor' || l.monitorId !== monitorId);
  if (other) {
    const whose = other.kind === 'monitor' ? `monitor ${other.monitorId}` : `a ${other.kind} pipeline`;
    throw new CheckpointError(
      `${store.name} holds the state of ${whose}, not of monitor ${monitorId}: give each monitor its own table or dataset`,
      { code: 'STATE_OF_ANOTHER_RUN' },
    );
  }
  const done = new Set(loads.map((l) => l.runId));
  const checks = await lastValueFrom(options.client.monitors.checks(monitorId).pipe(toArray()));
  // Oldest first; only final checks that ran (skipped ones have no pages).
  const todo = checks
    .filter((c) => !done.has(c.id) && ['completed', 'partial', 'failed'].includes(c.status))
    .reverse();
  const summary: MonitorExportSummary = {
    checks: [],
    counts: zeroCounts(),
    written: 0,
    bytes: 0,
    credits: 0,
  };
  // Read once: each check's updates are applied here as the store takes them.
  const state = await store.readState();
  for (const check of todo) {
    const load = await exportCheck(options, store, state, check);
    summary.checks.push(check.id);
    for (const status of ['new', 'changed', 'same', 'removed'] as const)
      summary.counts[status] += load.counts[status];
    summary.counts.error += load.failed ?? 0;
    summary.written += load.written;
    summary.bytes += load.bytes;
    summary.credits += load.credits ?? 0;
    options.onCheck?.(check, load.written);
  }
  return summary;
}

/**
 * One check: its pages into the destination, then its journal and load into the store; `state` (the store's,
 * as the checks before left it) takes the check's updates too.
 */
async function exportCheck(
  options: MonitorDestinationOptions,
  store: ChangeStore,
  state: Map<string, UrlState>,
  check: MonitorCheck,
): Promise<LoadRecord> {
  const journal = await store.openJournal({
    jobId: check.id,
    kind: 'monitor',
    startedAt: new Date().toISOString(),
    fromSkip: 0,
  });
  let held = await heldExport(options.output, check.id, options.env);
  if (!held?.finished) {
    const answers = options.client.monitors.checkPages(options.monitorId, check.id, {
      from: { skip: held?.skip ?? 0 },
      pageLimit: options.pageLimit,
      pollIntervalMs: options.pollIntervalMs,
    });
    const pages = answers.pipe(concatMapHeld((answer) => judgedPage(options, journal, state, answer)));
    const written = await lastValueFrom(pages.pipe(await destinationSink(options, check.id, held)));
    held = { finished: true, skip: written.cursor.skip, jsonBytes: written.jsonBytes };
  }
  const { updates, load } = checkLoad(options, check, journal, state, held.jsonBytes);
  await store.commit(updates, load);
  for (const [url, entry] of updates) state.set(url, entry);
  return load;
}

/**
 * Journals the verdicts of one answer's pages (synced before the pages go on), and makes the answer a sink
 * page of their records. `same` pages are left out unless asked for; `nextCursor` still says where the answer
 * ended in the check, so the sink's cursor stays a position in it.
 */
async function judgedPage(
  options: MonitorDestinationOptions,
  journal: Journal,
  state: ReadonlyMap<string, UrlState>,
  answer: MonitorPagesPage,
): Promise<SinkPage> {
  const { check } = answer;
  const checkedAt = checkTime(check);
  const entries: JournalEntry[] = [];
  const raw: string[] = [];
  for (const [i, page] of answer.pages.entries()) {
    const url = canonicalUrl(page.url);
    const last = state.get(url);
    const previousScrapeAt = page.previousScrapeId && last && !last.removed ? last.scrapedAt : null;
    const status = pageStatus(page, last !== undefined && !last.removed);
    // An error page says nothing of the URL: it has no verdict, and the URL's state stays as it was.
    if (status !== 'error') {
      entries.push({
        url,
        fingerprint: page.currentScrapeId ?? page.previousScrapeId ?? '',
        scrapedAt: checkedAt,
        status,
        source: status === page.status ? 'service' : 'fingerprint',
        at: answer.cursor.skip + i,
      });
    }
    if (status === 'same' && !options.writeSame) continue;
    raw.push(JSON.stringify(pageRecord(options.monitorId, check, { ...page, status }, previousScrapeAt)));
  }
  await journal.append(entries, {
    status: check.status,
    total: check.summary?.totalPages ?? answer.nextCursor.skip,
    next: answer.nextCursor.skip,
  });
  return {
    kind: 'monitor',
    jobId: answer.checkId,
    cursor: answer.cursor,
    nextCursor: answer.nextCursor,
    raw,
    hold: () => answer.hold(),
  };
}

/** The state updates and the load record of a check whose pages are all in the destination. */
function checkLoad(
  options: MonitorDestinationOptions,
  check: MonitorCheck,
  journal: Journal,
  state: ReadonlyMap<string, UrlState>,
  bytes: number,
): { updates: Map<string, UrlState>; load: LoadRecord } {
  // The last verdict at each position (a resumed run journals the pages after its cursor again).
  const verdicts = new Map<number, JournalEntry>();
  for (const entry of journal.entries) verdicts.set(entry.at ?? verdicts.size, entry);
  const counts: Record<ChangeStatus, number> = { new: 0, changed: 0, same: 0, removed: 0 };
  const updates = new Map<string, UrlState>();
  for (const entry of verdicts.values()) {
    counts[entry.status]++;
    // A dead page the state had not seen alive is journaled `same` by crawlstream (see `pageStatus`):
    // still gone.
    const removed = entry.status === 'removed' || (entry.status === 'same' && entry.source === 'fingerprint');
    const previous = updates.get(entry.url) ?? state.get(entry.url);
    updates.set(entry.url, {
      fingerprint: entry.fingerprint,
      // A removed page keeps the time it was last seen.
      scrapedAt: removed && previous ? previous.scrapedAt : entry.scrapedAt,
      removed,
    });
  }
  const pages = journal.lastPage?.next ?? 0;
  const failed = pages - verdicts.size;
  const written = (options.writeSame ? verdicts.size : verdicts.size - counts.same) + failed;
  const load: LoadRecord = {
    runId: check.id,
    jobId: check.id,
    kind: 'monitor',
    monitorId: options.monitorId,
    startedAt: journal.header.startedAt,
    endedAt: new Date().toISOString(),
    outcome: check.status === 'completed' ? 'completed' : check.status === 'partial' ? 'partial' : 'failed',
    counts,
    written,
    documents: pages,
    bytes,
    ...(check.actualCredits == null ? {} : { credits: check.actualCredits }),
    failed,
    sources: { service: verdicts.size, fingerprint: 0 },
    tombstones: 'not-a-crawl',
  };
  return { updates, load };
}

/** When a check's pages were scraped: when it started. */
function checkTime(check: MonitorCheck): string {
  return check.startedAt ?? check.createdAt ?? new Date(0).toISOString();
}

/** The destination's export of `checkId`: complete, or where to continue; `undefined` when it has none. */
async function heldExport(
  output: MonitorDestination,
  checkId: string,
  env: NodeJS.ProcessEnv,
): Promise<HeldExport | undefined> {
  const { readCheckpoint, readTableCheckpoint } = await import('../sinks/index.js');
  if (output.format === 'table') {
    const checkpoint = await readTableCheckpoint(output.target, { table: output.table, env, jobId: checkId });
    return checkpoint?.jobId === checkId
      ? { finished: checkpoint.complete, skip: checkpoint.cursor.skip, jsonBytes: checkpoint.jsonBytes }
      : undefined;
  }
  // A dataset lists an export in its manifest once it is complete; until then its checkpoint is in staging.
  const { datasetCheckpointFile } = await import('../sinks/dataset/staging.js');
  const checkpoint = await readCheckpoint(datasetCheckpointFile(output.path));
  if (checkpoint?.jobId === checkId) {
    return { finished: false, skip: checkpoint.cursor.skip, jsonBytes: checkpoint.jsonBytes };
  }
  const listed = (await datasetExports(output.path, env)).find((e) => e.jobId === checkId);
  return listed ? { finished: true, skip: 0, jsonBytes: listed.jsonBytes } : undefined;
}

async function datasetExports(path: string, env: NodeJS.ProcessEnv) {
  const { openTarget } = await import('../sinks/dataset/dataset-target.js');
  const { parseManifest } = await import('../sinks/dataset/manifest.js');
  const dataset = openTarget(path, { s3: { env } });
  try {
    const text = await dataset.readManifest();
    return text === undefined ? [] : parseManifest(text, dataset.url).exports;
  } finally {
    await dataset.close();
  }
}

/** The sink of one check's export: a fresh one, or the continuation of `held`. */
async function destinationSink(
  options: MonitorDestinationOptions,
  checkId: string,
  held: HeldExport | undefined,
): Promise<OperatorFunction<SinkPage, SinkSummary | DatasetSummary>> {
  const { toDataset, toTable } = await import('../sinks/index.js');
  const { output, env } = options;
  const resume = held !== undefined;
  if (output.format === 'table') {
    return toTable(output.target, {
      table: output.table,
      write: output.write,
      jobId: checkId,
      resume,
      env,
    });
  }
  const { DATASET_STATE_FILES } = await import('../changes/dataset-change-store.js');
  return toDataset(output.path, {
    format: output.parts,
    ...(output.partitionBy ? { partitionBy: output.partitionBy } : {}),
    resume,
    s3: { env },
    append: true,
    files: DATASET_STATE_FILES,
  });
}
