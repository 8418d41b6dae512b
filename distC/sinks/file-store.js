/**
 * Where a file sink keeps its output and its checkpoint: `<path>.partial` while it grows, `<path>` once
 * complete, and `<path>.checkpoint.json` beside them, written after the data it describes was fsynced.
 */
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CheckpointError } from '../errors/errors.js';
import { syncDir } from '../files/durable-file.js';
import { fileExists } from '../files/file-exists.js';
import { partialPath, readCheckpoint, removeCheckpoint, unfinishedExport, writeCheckpoint, } from './checkpoint.js';
import { checkFileFence, claimFileFence, fenceTaken } from './file-fence.js';
/** The file target of one sink run. */
export class FileStore {
    path;
    partial;
    #format;
    /** The fencing token of the run that writes it, when a fleet's worker does. */
    #fence;
    constructor(path, format, fence) {
        this.path = path;
        this.partial = partialPath(path);
        this.#format = format;
        this.#fence = fence;
    }
    /**
     * The checkpoint to continue from (`resume`), or none after making sure a new export may start here: an
     * unfinished export is refused unless `overwrite`, and a stale checkpoint is removed before any byte is
     * written, so it can never describe new data.
     */
    async open(options) {
        if (this.#fence !== undefined)
            await this.#claim();
        if (options.append && !options.resume) {
            const base = await this.#appendBase();
            if (base)
                return base;
        }
        if (options.resume) {
            const checkpoint = await readCheckpoint(this.path);
            if (checkpoint && checkpoint.format !== this.#format) {
                throw new CheckpointError(`Checkpoint of ${this.path} belongs to a ${checkpoint.format} export, not ${this.#format}; delete it to start over`);
            }
            return checkpoint;
        }
        const earlier = options.overwrite ? undefined : await unfinishedExport(this.path);
        if (earlier) {
            throw new CheckpointError(`${this.path} has an unfinished export of job ${earlier.jobId} (${earlier.records} documents); resume it (resume: true) or start over (overwrite: true)`, { code: 'UNFINISHED_EXPORT' });
        }
        await removeCheckpoint(this.path);
        return undefined;
    }
    /**
     * The checkpoint an appended export starts from: the finished file reopened, or the reopened file a run
     * left before its first page; none when the file is new. A file no checkpoint accounts for is not grown:
     * whose lines it holds is unknown.
     */
    async #appendBase() {
        if (this.#format !== 'jsonl') {
            throw new CheckpointError(`${this.path}: only a JSONL file grows export after export`, {
                code: 'APPEND_UNSUPPORTED',
            });
        }
        const checkpoint = await readCheckpoint(this.path);
        if (checkpoint?.complete)
            return this.#appendTo(checkpoint);
        if (checkpoint?.jobId === null && checkpoint.appendedTo)
            return checkpoint;
        if (checkpoint === undefined && (await fileExists(this.path))) {
            throw new CheckpointError(`${this.path} exists and has no checkpoint: choose another output, or remove the file to start over`, { code: 'OUTPUT_EXISTS' });
        }
        return undefined;
    }
    /**
     * Reopens a finished file for the next export: back under `<path>.partial` (a crash before the new
     * checkpoint leaves the old one, complete, which moves it into place again), then a checkpoint that holds
     * the earlier exports and names no job yet.
     */
    async #appendTo(finished) {
        await completeFinished(this.path);
        await rename(this.path, this.partial);
        await syncDir(dirname(this.path));
        const checkpoint = {
            ...finished,
            jobId: null,
            kind: null,
            cursor: { skip: 0 },
            complete: false,
            appendedTo: { records: finished.records, jsonBytes: finished.jsonBytes },
            updatedAt: new Date().toISOString(),
        };
        await writeCheckpoint(this.path, checkpoint);
        return checkpoint;
    }
    /**
     * Claims the fence, then gives the partial file a new inode (a copy renamed over it): a run that lost its
     * lease may still write through the file it holds open, and those bytes must land in a file nobody reads.
     */
    async #claim() {
        await claimFileFence(this.path, this.#fence);
        if (!(await fileExists(this.partial)))
            return;
        const copy = `${this.partial}.claimed`;
        await copyFile(this.partial, copy);
        await rename(copy, this.partial);
        await syncDir(dirname(this.path));
    }
    /** Records what is durably in the partial file. */
    async commit(checkpoint) {
        const fence = this.#fence;
        // Checked once the new checkpoint is on disk, right before it replaces the old: the window in which
        // another run's claim can pass unseen is one rename.
        await writeCheckpoint(this.path, checkpoint, fence === undefined ? undefined : () => checkFileFence(this.path, fence));
    }
    /** Moves the finished file into place and returns its final checkpoint. */
    async publish() {
        if (this.#fence !== undefined)
            await checkFileFence(this.path, this.#fence);
        await rename(this.partial, this.path);
        await syncDir(dirname(this.path));
        return (await readCheckpoint(this.path));
    }
    /**
     * Removes the partial file of a run that never received a page; a run that lost its lease leaves it to
     * the run that took over (its own stop, such as its pipeline state refusing its token, comes here too).
     */
    async discard() {
        if (this.#fence !== undefined && (await fenceTaken(this.path, this.#fence)))
            return;
        await rm(this.partial, { force: true });
    }
    completeFinished() {
        return completeFinished(this.path);
    }
    /** A file store holds nothing open between steps. */
    async close() { }
}
/**
 * For an export whose checkpoint says complete: a crash may have come between that final checkpoint and the
 * rename, so a partial file still there is moved into place. Returns the size of the final file.
 */
export async function completeFinished(path) {
    const partial = partialPath(path);
    if (await fileExists(partial)) {
        await rename(partial, path);
        await syncDir(dirname(path));
    }
    return (await stat(path)).size;
}
