/**
 * `--changes` and `--state`: a change-aware export (see `ChangeTracker`). The flags, what they set up, the
 * `changeTracking` format they add to a new job's request, the export's tracker, and the summary line of a
 * run's changes.
 */
import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { lastValueFrom, type Observable } from 'rxjs';
import type { ChangeStore } from '../changes/change-store.js';
import type { ChangeTracker } from '../changes/change-tracker.js';
import type { LoadRecord } from '../changes/change-types.js';
import type { CrawlScope } from '../changes/crawl-scope.js';
import type { CrawlErrorsResponse } from '../schemas/index.js';
import type { FlagSpec, ParsedInput } from './command.js';
import type { OutputTarget } from './output-target.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';

export const changeFlags: Readonly<Record<string, FlagSpec>> = {
  changes: {
    type: 'string',
    value: 'MODE',
    bareValue: 'changes',
    choices: ['changes', 'all'],
    description:
      'write only what changed since the last run with the same --state (new, changed, removed); all: the same pages too',
  },
  state: {
    type: 'string',
    value: 'FILE',
    description: 'where --changes keeps what the pipeline saw (default OUTPUT.state)',
  },
};

/** What `--changes` asks for. */
export interface ChangeSetup {
  write: 'changes' | 'all';
  /**
   * Where the pipeline's state is: a file beside a file output, the database of a table output, or
   * `_crawlstream/` of a dataset.
   */
  state: { file: string } | { target: string; table: string } | { dataset: string };
  /**
   * The pipeline's `changeTracking` tag: its name and a hash of where its state is, so that two pipelines
   * never compare against each other's scrapes.
   */
  tag: string;
}

/** Reads `--changes` and `--state`; `undefined` without `--changes`. */
export function changeSetup(flags: ParsedInput['flags'], output: OutputTarget): ChangeSetup | undefined {
  const mode = string(flags.changes);
  const state = string(flags.state);
  if (mode === undefined) {
    if (state !== undefined) throw new UsageError('--state: only with --changes');
    return undefined;
  }
  if (mode !== 'changes' && mode !== 'all') {
    throw new UsageError(`--changes: must be changes (the default) or all; got "${mode}"`);
  }
  if (output.format === 'table') {
    if (state !== undefined)
      throw new UsageError('--state: a table keeps its pipeline state in its own database');
    const tag = pipelineTag(output.table, output.path);
    return { write: mode, state: { target: output.target, table: output.table }, tag };
  }
  if (output.format === 'dataset') {
    if (state !== undefined)
      throw new UsageError('--state: a dataset keeps its pipeline state under _crawlstream/');
    const name = output.path.replace(/\/+$/, '').split('/').at(-1) ?? 'dataset';
    return { write: mode, state: { dataset: output.path }, tag: pipelineTag(name, output.path) };
  }
  if (output.format !== 'jsonl' && output.format !== 'parquet') {
    throw new UsageError(
      '--changes: writes a JSONL or Parquet file (its state in --state FILE), a dataset (its state in _crawlstream/) or a table (its state in its database)',
    );
  }
  const file = resolve(state ?? `${output.path}.state`);
  return { write: mode, state: { file }, tag: pipelineTag(basename(file), file) };
}

/** `crawlstream-NAME-HASH`: the pipeline's name, and a hash of where its state is. */
function pipelineTag(name: string, where: string): string {
  const hash = createHash('sha256').update(where).digest('hex').slice(0, 8);
  return `crawlstream-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}-${hash}`;
}

/**
 * Asks the service to compare each page with its previous scrape under the pipeline's tag (markdown added
 * when the formats lack it, as the format needs it). A server that cannot compare answers without it, and
 * crawlstream's fingerprint decides instead.
 */
export function withChangeTracking<T extends { formats?: unknown }>(
  scrapeOptions: T | undefined,
  tag: string,
): T {
  const formats = Array.isArray(scrapeOptions?.formats)
    ? [...(scrapeOptions.formats as unknown[])]
    : ['markdown'];
  const has = (name: string) => formats.some((f) => f === name || (f as { type?: unknown })?.type === name);
  if (!has('markdown')) formats.unshift('markdown');
  if (!has('changeTracking')) formats.push({ type: 'changeTracking', tag });
  return { ...(scrapeOptions as T), formats };
}

/** ` Changes: …` for the summary line. */
export function changeLine(load: LoadRecord | undefined): string {
  if (!load) return '';
  const { counts, sources } = load;
  const by =
    sources.service > 0 ? (sources.fingerprint > 0 ? 'service and fingerprint' : 'service') : 'fingerprint';
  const tombstones =
    load.tombstones === 'written' ? '' : `; absent pages not checked (${load.tombstones.replace(/-/g, ' ')})`;
  return ` Changes (${by}): ${counts.new} new, ${counts.changed} changed, ${counts.removed} removed, ${counts.same} same${tombstones}.`;
}

/**
 * The tracker of a `--changes` export: its store (the state file, or the tables of the output's database),
 * and the job's failed pages and robots-blocked URLs (never tombstoned).
 */
export async function changeTracker(
  changes: ChangeSetup & { scope?: CrawlScope | undefined },
  job: {
    jobId: string | undefined;
    jobErrors: ((jobId: string) => Observable<CrawlErrorsResponse>) | undefined;
    env: NodeJS.ProcessEnv;
  },
): Promise<ChangeTracker> {
  const { ChangeTracker } = await import('../changes/change-tracker.js');
  const store = await changeStore(changes.state, job.env);
  const { jobErrors } = job;
  return new ChangeTracker({
    store,
    write: changes.write,
    ...(changes.scope ? { scope: changes.scope } : {}),
    ...(job.jobId === undefined ? {} : { jobId: job.jobId }),
    ...(jobErrors
      ? {
          failedUrls: async (jobId: string) => {
            const report = await lastValueFrom(jobErrors(jobId));
            return [...report.errors.map((e) => e.url), ...report.robotsBlocked];
          },
        }
      : {}),
  });
}

/** The store of a pipeline's state where `state` says it is (modules loaded on use). */
export async function changeStore(state: ChangeSetup['state'], env: NodeJS.ProcessEnv): Promise<ChangeStore> {
  if ('file' in state) return (await import('../changes/file-change-store.js')).fileChangeStore(state.file);
  if ('dataset' in state) {
    const { datasetChangeStore } = await import('../changes/dataset-change-store.js');
    return datasetChangeStore(state.dataset, { s3: { env } });
  }
  const { tableChangeStore } = await import('../changes/table-change-store.js');
  return tableChangeStore(state.target, { table: state.table, env });
}
