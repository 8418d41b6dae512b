/**
 * `--changes` and `--state`: a change-aware export (see `ChangeTracker`). The flags, what they set up, the
 * `changeTracking` format they add to a new job's request, the export's tracker, and the summary line of a
 * run's changes.
 */
import { lastValueFrom } from 'rxjs';
import { asUsageError } from './output-target.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
export const changeFlags = {
    changes: {
        type: 'string',
        value: 'MODE',
        bareValue: 'changes',
        choices: ['changes', 'all'],
        description: 'write only what changed since the last run with the same --state (new, changed, removed); all: the same pages too',
    },
    state: {
        type: 'string',
        value: 'FILE',
        description: 'where --changes keeps what the pipeline saw (default OUTPUT.state)',
    },
};
/** Reads `--changes` and `--state`; `undefined` without `--changes`. */
export function changeSetup(flags, output) {
    const mode = string(flags.changes);
    const state = string(flags.state);
    if (mode === undefined) {
        if (state !== undefined)
            throw new UsageError('--state: only with --changes');
        return undefined;
    }
    if (mode !== 'changes' && mode !== 'all') {
        throw new UsageError(`--changes: must be changes (the default) or all; got "${mode}"`);
    }
    const { pipelineState } = output;
    if (pipelineState === undefined) {
        throw new UsageError('--changes: writes a JSONL or Parquet file (its state in --state FILE), a dataset (its state in _crawlstream/) or a table (its state in its database)');
    }
    const at = asUsageError(() => pipelineState.call(output, state));
    return { write: mode, state: at, tag: at.tag };
}
/**
 * Asks the service to compare each page with its previous scrape under the pipeline's tag (markdown added
 * when the formats lack it, as the format needs it). A server that cannot compare answers without it, and
 * crawlstream's fingerprint decides instead.
 */
export function withChangeTracking(scrapeOptions, tag) {
    const formats = Array.isArray(scrapeOptions?.formats)
        ? [...scrapeOptions.formats]
        : ['markdown'];
    const has = (name) => formats.some((f) => f === name || f?.type === name);
    if (!has('markdown'))
        formats.unshift('markdown');
    if (!has('changeTracking'))
        formats.push({ type: 'changeTracking', tag });
    return { ...scrapeOptions, formats };
}
/** ` Changes: …` for the summary line. */
export function changeLine(load) {
    if (!load)
        return '';
    const { counts, sources } = load;
    const by = sources.service > 0 ? (sources.fingerprint > 0 ? 'service and fingerprint' : 'service') : 'fingerprint';
    const tombstones = load.tombstones === 'written' ? '' : `; absent pages not checked (${load.tombstones.replace(/-/g, ' ')})`;
    return ` Changes (${by}): ${counts.new} new, ${counts.changed} changed, ${counts.removed} removed, ${counts.same} same${tombstones}.`;
}
/**
 * The tracker of a `--changes` export: its store (the state file, or the tables of the output's database),
 * and the job's failed pages and robots-blocked URLs (never tombstoned).
 */
export async function changeTracker(changes, job) {
    const { ChangeTracker } = await import('../changes/change-tracker.js');
    const store = await changes.state.open(job.fence);
    const { jobErrors } = job;
    return new ChangeTracker({
        store,
        write: changes.write,
        ...(changes.scope ? { scope: changes.scope } : {}),
        ...(job.jobId === undefined ? {} : { jobId: job.jobId }),
        ...(jobErrors
            ? {
                failedUrls: async (jobId) => {
                    const report = await lastValueFrom(jobErrors(jobId));
                    return [...report.errors.map((e) => e.url), ...report.robotsBlocked];
                },
            }
            : {}),
    });
}
