import type { JobKind } from '../paging/page-event.js';
import { type Checkpoint } from './checkpoint.js';
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
export declare function reopenExport(path: string, next: {
    jobId: string;
    kind: JobKind;
}): Promise<Checkpoint>;
