/**
 * The failed pages of a job beside a finished dataset: `errors/job_id=<id>/errors.jsonl`, listed in the
 * manifest's `errors`, so a reader of the dataset sees what the job did not deliver.
 */
import { CheckpointError } from '../../errors/errors.js';
import { MANIFEST, openTarget } from './dataset-target.js';
/**
 * Writes a job's errors (`jsonl`: one record per line) into the finished dataset at `url` and lists them in
 * its manifest (the entry of the same job is replaced, so writing twice leaves one). The part is written
 * before the manifest names it.
 *
 * @returns the part's location, e.g. `s3://bucket/site/errors/job_id=…/errors.jsonl`
 */
export async function writeDatasetErrors(url, part, jsonl, options = {}) {
    const target = openTarget(url, options);
    try {
        const text = await target.readManifest();
        if (text === undefined) {
            throw new CheckpointError(`${target.url} has no ${MANIFEST}: its export did not finish, so no errors are added`);
        }
        const manifest = JSON.parse(text);
        const key = `errors/job_id=${encodeURIComponent(part.jobId)}/errors.jsonl`;
        await target.putText(key, jsonl);
        manifest.errors = [...(manifest.errors ?? []).filter((e) => e.jobId !== part.jobId), { key, ...part }];
        await target.writeManifest(`${JSON.stringify(manifest, null, 2)}\n`);
        return `${target.url}${key}`;
    }
    finally {
        await target.close();
    }
}
