/**
 * `crawlstream monitor export <id> -o FILE.jsonl|postgres://…|FILE.duckdb|DIR/|s3://…/`: the pages of every
 * check not yet exported go into the destination, each check as an export of its own (its id is the job id:
 * the `job_id` column, the `job_id=` partition, the file's checkpoint), in the record shape of `--changes`
 * (the page's `changeTracking` with `changeStatus`, `previousScrapeAt`, `source: "monitor"` and the diff; the
 * monitor's ids under `monitor`). A file grows check after check, a pipeline's log of changes.
 *
 * The pipeline's state is the one every pipeline keeps, where the destination keeps it (a file's `--state`,
 * default `FILE.state`; the database's `crawlstream_state` and `crawlstream_loads`; the dataset's
 * `_crawlstream/`): each URL's last scrape, and one load per check (`kind: "monitor"`), which is how a later
 * run knows the check is exported. Exactly once across crashes, in three steps per check: the page verdicts
 * go to the store's journal before the pages go to the sink; the sink commits lines (or rows, or parts) with
 * its cursor, so a rerun continues the check from there; once the sink has finished, the store takes in the
 * journal and the check's load at once. A rerun that finds the check complete in the destination but not in
 * the loads log only does that last step.
 */
import { lastValueFrom, toArray } from 'rxjs';
import { canonicalUrl } from '../documents/canonical-url.js';
import { concatMapHeld } from '../documents/concat-map-held.js';
import { CheckpointError } from '../errors/errors.js';
import { fenceRefusal, } from '../sinks/destination.js';
import { pageRecord, pageStatus, zeroCounts } from './monitor-records.js';
import { UsageError } from './usage-error.js';
/** Runs one export; see the module's comment. */
export async function exportMonitor(options) {
    const { output, monitorId } = options;
    const store = await output.state.open(options.fence);
    const loads = await store.readLoads();
    const other = loads.find((l) => l.kind !== 'monitor' || l.monitorId !== monitorId);
    if (other) {
        const whose = other.kind === 'monitor' ? `monitor ${other.monitorId}` : `a ${other.kind} pipeline`;
        throw new CheckpointError(`${store.name} holds the state of ${whose}, not of monitor ${monitorId}: give each monitor its own table or dataset`, { code: 'STATE_OF_ANOTHER_RUN' });
    }
    const done = new Set(loads.flatMap((l) => l.checks ?? [l.runId]));
    const checks = await lastValueFrom(options.client.monitors.checks(monitorId).pipe(toArray()));
    // Oldest first; only final checks that ran (skipped ones have no pages).
    const todo = checks
        .filter((c) => !done.has(c.id) && ['completed', 'partial', 'failed'].includes(c.status))
        .reverse();
    const summary = {
        checks: [],
        counts: zeroCounts(),
        written: 0,
        bytes: 0,
        credits: 0,
    };
    // The pipeline's one implementation of change tracking, its verdicts given by each check.
    const { ChangeTracker } = await import('../changes/change-tracker.js');
    const tracker = new ChangeTracker({ store, write: options.writeSame ? 'all' : 'changes', monitorId });
    for (const check of todo) {
        const load = await exportCheck(options, tracker, check);
        summary.checks.push(check.id);
        for (const status of ['new', 'changed', 'same', 'removed'])
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
 * One check: its pages into the destination, their verdicts journaled first; then the tracker commits the
 * check's verdicts and its load to the store.
 */
async function exportCheck(options, tracker, check) {
    await tracker.openRun({ jobId: check.id, kind: 'monitor', fromSkip: 0 });
    let held = await options.output.heldExport(check.id);
    if (!held?.finished) {
        const answers = options.client.monitors.checkPages(options.monitorId, check.id, {
            from: { skip: held?.skip ?? 0 },
            pageLimit: options.pageLimit,
            pollIntervalMs: options.pollIntervalMs,
        });
        const state = await tracker.state();
        const pages = answers.pipe(concatMapHeld((answer) => judgedPage(options, tracker, state, answer)));
        if (options.fence !== undefined) {
            const refusal = fenceRefusal(options.output);
            if (refusal !== undefined)
                throw new UsageError(`-o: ${refusal}`);
        }
        const opened = await options.output.open({
            jobId: check.id,
            resume: held !== undefined,
            append: true,
            overwrite: false,
            fence: options.fence,
        });
        await lastValueFrom(pages.pipe(opened.sink));
        held = (await options.output.heldExport(check.id));
    }
    // A failed page says nothing of its URL, so it has no verdict; it is written, and counted as failed.
    const failed = tracker.unjudged();
    const load = await tracker.commit({
        jobId: check.id,
        outcome: check.status === 'completed' ? 'completed' : check.status === 'partial' ? 'partial' : 'failed',
        bytes: held.jsonBytes,
        ...(check.actualCredits == null ? {} : { credits: check.actualCredits }),
        failed,
        unjudged: failed,
    });
    return load;
}
/**
 * Journals the verdicts of one answer's pages, as the check gives them (synced before the pages go on), and
 * makes the answer a sink page of their records. `same` pages are left out unless asked for; `nextCursor`
 * still says where the answer ended in the check, so the sink's cursor stays a position in it.
 */
async function judgedPage(options, tracker, state, answer) {
    const { check } = answer;
    const checkedAt = checkTime(check);
    const entries = [];
    const raw = [];
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
                source: 'service',
                at: answer.cursor.skip + i,
            });
        }
        if (status === 'same' && !options.writeSame)
            continue;
        raw.push(JSON.stringify(pageRecord(options.monitorId, check, { ...page, status }, previousScrapeAt)));
    }
    await tracker.journal(entries, {
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
/** When a check's pages were scraped: when it started. */
function checkTime(check) {
    return check.startedAt ?? check.createdAt ?? new Date(0).toISOString();
}
