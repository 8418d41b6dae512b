/**
 * Where a dataset export keeps its work: the local staging folder (parts being written, the checkpoint),
 * and the file whose checkpoint records the export. Light on imports, so the CLI can name it cheaply.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseS3Url } from '../../storage/s3-settings.js';
/**
 * The staging folder of a dataset: `stagingDir` when given; `<dir>/_staging` for a local directory; for
 * `s3://bucket/prefix/`, a folder under the OS temp dir named after the bucket and prefix.
 */
export function stagingFolder(target, stagingDir) {
    if (stagingDir !== undefined)
        return stagingDir;
    if (!target.startsWith('s3://'))
        return join(target, '_staging');
    const { bucket, prefix } = parseS3Url(target);
    return join(tmpdir(), 'crawlstream-datasets', bucket, prefix);
}
/** The file whose checkpoint (`<file>.checkpoint.json`) records an export to `target`. */
export function datasetCheckpointFile(target, stagingDir) {
    return join(stagingFolder(target, stagingDir), '_export');
}
