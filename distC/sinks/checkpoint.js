import { readFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CheckpointError } from '../errors/errors.js';
import { syncDir, writeFileDurably } from '../files/durable-file.js';
/** `<path>.checkpoint.json`. */
export function checkpointPath(path) {
    return `${path}.checkpoint.json`;
}
/** `<path>.partial`: where a sink writes until it renames the finished file to `path`. */
export function partialPath(path) {
    return `${path}.partial`;
}
/**
 * Reads the checkpoint of an export to `path` (the final output path), or `undefined` when there is none.
 *
 * @example
 * ```ts
 * const cp = await readCheckpoint('out.jsonl');
 * if (cp && !cp.complete && cp.jobId) {
 *   await lastValueFrom(client.crawlPages(cp.jobId, { from: cp.cursor }).pipe(toJsonl('out.jsonl', { resume: true })));
 * }
 * ```
 */
export async function readCheckpoint(path) {
    let text;
    try {
        text = await readFile(checkpointPath(path), 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (cause) {
        throw new CheckpointError(`Checkpoint ${checkpointPath(path)} is not valid JSON; delete it to start over`, {
            cause,
        });
    }
    if (value?.version !== 1 || typeof value.records !== 'number' || typeof value.bytes !== 'number') {
        throw new CheckpointError(`Checkpoint ${checkpointPath(path)} has an unknown layout; delete it to start over`);
    }
    return value;
}
/**
 * The checkpoint of an export at `path` that a resume would continue: one that names its job and is not
 * complete. A run that starts over must not throw it away unasked (the sinks' `overwrite`, the CLI's
 * `--force`). An unreadable checkpoint counts as none.
 */
export async function unfinishedExport(path) {
    const checkpoint = await readCheckpoint(path).catch(() => undefined);
    return checkpoint && !checkpoint.complete && checkpoint.jobId !== null ? checkpoint : undefined;
}
/**
 * Writes the checkpoint of `path` atomically: temporary file, fsync, rename, fsync of the folder.
 * `beforeRename`: a last check right before the rename (a fleet's fence), which may refuse it.
 */
export async function writeCheckpoint(path, checkpoint, beforeRename) {
    await writeFileDurably(checkpointPath(path), JSON.stringify(checkpoint, null, 1), beforeRename);
}
/** Deletes the checkpoint of `path` if there is one. */
export async function removeCheckpoint(path) {
    await unlink(checkpointPath(path)).catch((err) => {
        if (err.code !== 'ENOENT')
            throw err;
    });
    await syncDir(dirname(path));
}
