/**
 * The demo as a daily pipeline: its first crawl runs with `--changes` (every page new, the pipeline's state
 * written), the synthetic web moves on one version (pages edited, added, removed), and the same crawl runs
 * again: it writes only what changed, checked here against what the web says it changed.
 */
import { rm } from 'node:fs/promises';
import { ExitCode } from './exit-codes.js';
import { runExport } from './export-pages.js';
import { pollOptions } from './global-flags.js';
import { outputTarget } from './output-target.js';
/**
 * How often the demo reads its running crawls, in ms, unless `--poll-interval` says otherwise: its server is
 * the emulator in this process, where a read costs nothing, so it need not wait the 1 s a remote service gets
 * (the crawl of 3,000 pages ends a fraction of a second after it starts).
 */
export const DEMO_POLL_INTERVAL_MS = 100;
/** The poll option of the demo's crawls: `--poll-interval`, else {@link DEMO_POLL_INTERVAL_MS}. */
export function demoPolling(ctx) {
    return { pollIntervalMs: DEMO_POLL_INTERVAL_MS, ...pollOptions(ctx.global) };
}
const DEMO_TAG = 'crawlstream-demo';
/** The demo's crawl, with the pipeline's change tracking asked of the service. */
export function demoCrawl(site, pages) {
    return {
        url: site,
        limit: pages * 2,
        allowSubdomains: true,
        crawlEntireDomain: true,
        scrapeOptions: { formats: ['markdown', { type: 'changeTracking', tag: DEMO_TAG }] },
    };
}
/**
 * The demo pipeline's change tracking, its state in `statePath` (an earlier demo's state is removed: each
 * demo starts on day 1).
 */
export async function demoPipeline(request, statePath) {
    for (const path of [statePath, `${statePath}.journal`, `${statePath}.loads.jsonl`])
        await rm(path, { force: true });
    const state = outputTarget(`${statePath}.jsonl`).pipelineState?.(statePath);
    if (state === undefined)
        throw new TypeError('demoPipeline: a JSONL file keeps a pipeline state');
    return {
        write: 'changes',
        state,
        tag: DEMO_TAG,
        scope: { url: request.url, allowSubdomains: true, crawlEntireDomain: true },
    };
}
/** The second day: the web moves on, and the same crawl writes what changed to `path`. */
export async function demoChanges(emulator, client, firstJob, request, pipeline, path, ctx) {
    const found = new Set(emulator.jobs.documents(firstJob).map((doc) => sourceUrl(doc)));
    const web = emulator.advanceWeb();
    const second = await runExport({
        kind: 'crawl',
        label: 'day 2 changes  ',
        output: outputTarget(path),
        retries: () => 0,
        changes: pipeline,
        pages: (hooks) => client.crawl(request, { ...hooks, ...demoPolling(ctx) }),
    }, ctx);
    if (second.code !== ExitCode.ok || !second.summary.changes)
        return second.code;
    const load = second.summary.changes;
    const changed = web.edited.filter((url) => found.has(url)).length;
    const removed = web.removed.filter((url) => found.has(url)).length;
    const exact = load.counts.changed === changed &&
        load.counts.new === web.added.length &&
        load.counts.removed === removed &&
        load.written === changed + web.added.length + removed;
    return {
        path,
        statePath: pipeline.state.file ?? '',
        seconds: second.summary.seconds,
        load,
        web: {
            edited: web.edited.length,
            added: web.added.length,
            removed: web.removed.length,
            editedFound: changed,
            removedFound: removed,
        },
        exact,
    };
}
function sourceUrl(document) {
    return String(document.metadata?.sourceURL ?? '');
}
