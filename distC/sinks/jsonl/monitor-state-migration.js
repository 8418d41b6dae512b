/**
 * `monitor export -o FILE.jsonl` of earlier releases kept its own state: one JSON object (the checks
 * exported, the check being exported and how far, each URL's last scrape, the output's committed length)
 * and a loads line per run. A pipeline's state is now the same for every destination: the URL states and
 * loads of a change store, and the file's checkpoint. This turns the one into the other, in an order that a
 * crash at any step and a rerun finish: loads, then checkpoint (and the file back under `.partial` when a
 * check was half exported), and the state last, which is what says the migration is done.
 */
import { open, readFile, rename, rm, stat, truncate } from 'node:fs/promises';
import { canonicalUrl } from '../../documents/canonical-url.js';
import { CheckpointError } from '../../errors/errors.js';
import { writeFileDurably } from '../../files/durable-file.js';
import { fileExists } from '../../files/file-exists.js';
import { partialPath, writeCheckpoint } from '../checkpoint.js';
/** Migrates the state at `statePath` of the export into `output`, when an earlier release wrote it. */
export async function migrateMonitorState(statePath, output) {
    const old = await loggedState(statePath);
    if (old === undefined)
        return;
    const lines = await committedLines(output, old.bytes, statePath);
    await writeFileDurably(`${statePath}.loads.jsonl`, await migratedLoads(statePath, old));
    await writeOutputCheckpoint(output, old, lines);
    const state = Object.entries(old.lastScrape)
        .map(([url, scrapedAt]) => ({ url: canonicalUrl(url), fingerprint: '', scrapedAt, removed: false }))
        .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
        .map((entry) => `${JSON.stringify(entry)}\n`);
    await writeFileDurably(statePath, state.join(''));
}
async function loggedState(statePath) {
    // A change store's state starts with a URL's line; only an earlier release's object needs reading whole.
    const head = await readHead(statePath, 8);
    if (head === undefined || !head.startsWith('{"') || head.startsWith('{"url"'))
        return undefined;
    const text = await readFile(statePath, 'utf8');
    try {
        const state = JSON.parse(text);
        return Array.isArray(state.exported) && typeof state.monitorId === 'string'
            ? state
            : undefined;
    }
    catch {
        // One URL's state on one line is not the whole file of an earlier release.
        return undefined;
    }
}
/** The output's lines its state committed; lines a crash left after them are cut off. */
async function committedLines(output, bytes, statePath) {
    const at = (await fileExists(output)) ? output : partialPath(output);
    const size = (await fileExists(at)) ? (await stat(at)).size : 0;
    if (size < bytes) {
        throw new CheckpointError(`${output} holds ${size} bytes but its state (${statePath}) records ${bytes}: the output was changed or removed. Restore it, or delete the state to start over.`, { code: 'OUTPUT_SHORTER' });
    }
    if (size > bytes)
        await truncate(at, bytes);
    if (bytes === 0)
        return [];
    return (await readFile(at, 'utf8')).split('\n').slice(0, -1);
}
/** Each run's line as a load record that lists its checks; a run killed before its line, from the state. */
async function migratedLoads(statePath, old) {
    const text = await readFile(`${statePath}.loads.jsonl`, 'utf8').catch(() => '');
    const logged = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    const unlogged = old.unlogged;
    if (unlogged && !logged.some((l) => l.runId === unlogged.runId)) {
        logged.push({
            ...unlogged.summary,
            runId: unlogged.runId,
            startedAt: unlogged.startedAt,
            endedAt: unlogged.startedAt,
            outcome: 'failed',
        });
    }
    const loads = logged.map((load) => ('kind' in load ? load : loadRecord(old.monitorId, load)));
    const covered = new Set(loads.flatMap((l) => l.checks ?? [l.runId]));
    const missing = old.exported.filter((id) => !covered.has(id));
    if (missing.length > 0)
        loads.push(loadRecord(old.monitorId, emptyRun(missing)));
    return loads.map((l) => `${JSON.stringify(l)}\n`).join('');
}
function loadRecord(monitorId, run) {
    const { counts } = run;
    const judged = counts.new + counts.changed + counts.same + counts.removed;
    return {
        runId: run.runId,
        jobId: run.checks.at(-1) ?? run.runId,
        kind: 'monitor',
        monitorId,
        checks: run.checks,
        startedAt: run.startedAt,
        endedAt: run.endedAt,
        outcome: run.outcome === 'completed' ? 'completed' : 'failed',
        counts: { new: counts.new, changed: counts.changed, same: counts.same, removed: counts.removed },
        written: run.written,
        documents: judged + counts.error,
        bytes: run.bytes,
        credits: run.credits,
        failed: counts.error,
        sources: { service: judged, fingerprint: 0 },
        tombstones: 'not-a-crawl',
    };
}
function emptyRun(checks) {
    const at = new Date().toISOString();
    const counts = { new: 0, changed: 0, same: 0, removed: 0, error: 0 };
    return {
        runId: checks[0],
        checks,
        counts,
        written: 0,
        bytes: 0,
        credits: 0,
        startedAt: at,
        endedAt: at,
        outcome: 'completed',
    };
}
/**
 * The file's checkpoint: the check being exported continues from its cursor (the file back under
 * `.partial`), or the last check exported is the file's finished export.
 */
async function writeOutputCheckpoint(output, old, lines) {
    const jobId = old.current?.checkId ?? old.exported.at(-1);
    if (jobId === undefined) {
        // Nothing was exported: the file, if any, is empty, and the next export starts it.
        await rm(output, { force: true });
        return;
    }
    const own = lines.filter((line) => lineCheck(line) === jobId);
    const before = lines.slice(0, lines.length - own.length);
    const checkpoint = {
        version: 1,
        format: 'jsonl',
        jobId,
        kind: 'monitor',
        cursor: { skip: old.current?.skip ?? 0 },
        records: lines.length,
        bytes: old.bytes,
        jsonBytes: jsonBytes(lines),
        complete: old.current === undefined,
        gzip: false,
        appendedTo: { records: before.length, jsonBytes: jsonBytes(before) },
        updatedAt: new Date().toISOString(),
    };
    await writeCheckpoint(output, checkpoint);
    if (old.current && (await fileExists(output)))
        await rename(output, partialPath(output));
}
function lineCheck(line) {
    return JSON.parse(line).monitor?.checkId;
}
function jsonBytes(lines) {
    // A string's length is its UTF-16 code units, as a sink counts characters of document JSON.
    return lines.reduce((sum, line) => sum + line.length, 0);
}
async function readHead(path, length) {
    const fh = await open(path, 'r').catch(() => undefined);
    if (fh === undefined)
        return undefined;
    try {
        const { buffer, bytesRead } = await fh.read(Buffer.alloc(length), 0, length, 0);
        return buffer.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        await fh.close();
    }
}
