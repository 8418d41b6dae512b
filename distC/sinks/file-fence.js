/**
 * The fence of a file output (`<path>.fence`): the highest fencing token a run that writes the file has
 * claimed. A run claims its token before it reads the checkpoint, and checks it before every checkpoint and
 * before putting the finished file in place, so a run that lost its lease (another holds a higher token)
 * stops writing. The check reads the fence and then writes: on one machine the window between them is one
 * write; a database output checks inside its transaction instead (`table/table-fence.ts`).
 */
import { readFile } from 'node:fs/promises';
import { FencedError } from '../errors/errors.js';
import { writeFileDurably } from '../files/durable-file.js';
/** `<path>.fence`. */
export function fencePath(path) {
    return `${path}.fence`;
}
/** The token claimed for `path`, or 0 when none was. */
async function claimedToken(path) {
    try {
        return Number((await readFile(fencePath(path), 'utf8')).trim()) || 0;
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return 0;
        throw err;
    }
}
/** Whether a higher token than `token` was claimed for `path`. */
export async function fenceTaken(path, token) {
    return (await claimedToken(path)) > token;
}
/** Refuses with a `FencedError` when a higher token than `token` was claimed for `path`. */
export async function checkFileFence(path, token) {
    const current = await claimedToken(path);
    if (current > token)
        throw new FencedError(path, token, current);
}
/** Claims `token` for `path`: refused when a higher one was claimed, else written durably. */
export async function claimFileFence(path, token) {
    await checkFileFence(path, token);
    await writeFileDurably(fencePath(path), `${token}\n`);
}
/** The guard of a pipeline state kept in files, fenced by `path`'s fence with `token`. */
export function fileFenceGuard(path, token) {
    return { claim: () => claimFileFence(path, token), check: () => checkFileFence(path, token) };
}
