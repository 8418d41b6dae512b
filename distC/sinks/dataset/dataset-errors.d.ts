import { type S3TargetOptions } from './dataset-target.js';
/** One job's errors part, as the manifest lists it. */
export interface DatasetErrorsPart {
    key: string;
    jobId: string;
    /** Pages that failed to scrape. */
    failed: number;
    /** URLs robots.txt kept the job from. */
    robotsBlocked: number;
}
/**
 * Writes a job's errors (`jsonl`: one record per line) into the finished dataset at `url` and lists them in
 * its manifest (the entry of the same job is replaced, so writing twice leaves one). The part is written
 * before the manifest names it.
 *
 * @returns the part's location, e.g. `s3://bucket/site/errors/job_id=…/errors.jsonl`
 */
export declare function writeDatasetErrors(url: string, part: Omit<DatasetErrorsPart, 'key'>, jsonl: string, options?: S3TargetOptions): Promise<string>;
