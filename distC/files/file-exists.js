import { stat } from 'node:fs/promises';
/** Whether something is at `path` (a file or a folder); any failure to look counts as nothing. */
export function fileExists(path) {
    return stat(path).then(() => true, () => false);
}
