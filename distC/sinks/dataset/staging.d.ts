/**
 * The staging folder of a dataset: `stagingDir` when given; `<dir>/_staging` for a local directory; for
 * `s3://bucket/prefix/`, a folder under the OS temp dir named after the bucket and prefix.
 */
export declare function stagingFolder(target: string, stagingDir?: string): string;
/** The file whose checkpoint (`<file>.checkpoint.json`) records an export to `target`. */
export declare function datasetCheckpointFile(target: string, stagingDir?: string): string;
