/** What to do about a file-system error, by its code. */
const HINTS = {
    ENOSPC: 'the disk is full: free space, then resume',
    EFBIG: 'the file size limit was reached (ulimit -f or the file system): raise it, then resume',
    EDQUOT: 'the disk quota is exhausted: free space, then resume',
    EACCES: 'no permission to write there: fix the permissions or choose another -o',
    EPERM: 'no permission to write there: fix the permissions or choose another -o',
    EROFS: 'the file system is read-only: choose another -o',
};
/**
 * A note for an export that failed on its output file: a write error carries no path (it names the file
 * descriptor's syscall only), so the output path and what to do are added. Empty for any other error.
 */
export function outputErrorNote(error, output) {
    if (output.streamsToStdout || !(error instanceof Error))
        return '';
    const { code, syscall } = error;
    if (typeof code !== 'string' || typeof syscall !== 'string')
        return '';
    const hint = HINTS[code];
    const where = error.message.includes(output.name) ? undefined : `writing ${output.name}`;
    const parts = [where, hint].filter((part) => part !== undefined);
    return parts.length === 0 ? '' : ` (${parts.join(': ')})`;
}
