/** Whether something is at `path` (a file or a folder); any failure to look counts as nothing. */
export declare function fileExists(path: string): Promise<boolean>;
