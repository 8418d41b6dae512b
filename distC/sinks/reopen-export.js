/**
 * Appending another job to a finished JSONL export: the retry of a job's failed pages goes into the file
 * that holds the job's other pages, with the same exactly-once resume as any export.
 */
import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CheckpointError } from '../errors/errors.js';
import { syncDir } from '../files/durable-file.js';
import { partialPath, readCheckpoint, writeCheckpoint } from './checkpoint.js';
import { completeFinished } from './run-sink.js';
/**
 * Reopens the finished JSONL export at `path` for the documents of job `next`, from its first one: the file
 * goes back to `<path>.partial` and the checkpoint names `next` at cursor 0 with the file's records, so
 * `toJsonl(path, { resume: true })` over `next`'s pages appends them, and a crash at any point resumes
 * exactly. The rename comes first: a crash right after it leaves a complete checkpoint and a partial file,
 * which any later run moves back into place.
 *
 * Only JSONL (plain or gzip, one member per page) can take more documents after its end; a Parquet file
 * ends in its footer.
 */
export async function reopenExport(path, next) {
    const checkpoint = await readCheckpoint(path);
    if (!checkpoint?.complete) {
        throw new CheckpointError(`${path} holds no finished export to add documents to; finish it first (resume)`);
    }
    if (checkpoint.format !== 'jsonl') {
        throw new CheckpointError(`${path} is a ${checkpoint.format} file: only a JSONL export can take more documents after its end`);
    }
    await completeFinished(path);
    await rename(path, partialPath(path));
    await syncDir(dirname(path));
    const reopened = {
        ...checkpoint,
        jobId: next.jobId,
        kind: next.kind,
        cursor: { skip: 0 },
        complete: false,
        updatedAt: new Date().toISOString(),
    };
    await writeCheckpoint(path, reopened);
    return reopened;
}
