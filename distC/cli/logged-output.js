/**
 * A JSONL output that grows run after run, with a state file that says how much of it is committed: the
 * output of `parse` (local files, not a job's pages: no destination's export). Lines are appended and synced, then the state (which records the
 * output's length with what the command needs to continue) is replaced atomically. A run that starts cuts
 * the output back to the length its state records (lines written after the last saved state, by a run that
 * crashed, are written again), so every record is in the output once.
 */
import { open, readFile, stat, truncate } from 'node:fs/promises';
import { CheckpointError } from '../errors/errors.js';
import { writeFileDurably } from '../files/durable-file.js';
/**
 * Opens `output` with its state at `statePath`: `fresh()` when there is none yet (the output must then be
 * absent or empty), and `check(state)` to refuse a state of another run's (a message, or undefined).
 */
export async function openLoggedOutput(output, statePath, fresh, check) {
    const size = await fileSize(output);
    let text;
    try {
        text = await readFile(statePath, 'utf8');
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
    }
    let state;
    if (text === undefined) {
        if (size !== undefined && size > 0) {
            throw new CheckpointError(`${output} exists and has no state (${statePath}): choose another -o, or the --state of the run that wrote it`, { code: 'OUTPUT_EXISTS' });
        }
        state = fresh();
    }
    else {
        state = JSON.parse(text);
        const refused = check(state);
        if (refused)
            throw new CheckpointError(`${statePath}: ${refused}`, { code: 'STATE_OF_ANOTHER_RUN' });
        if ((size ?? 0) < state.bytes) {
            throw new CheckpointError(`${output} holds ${size ?? 0} bytes but its state (${statePath}) records ${state.bytes}: the output was changed or removed. Restore it, or delete the state to start over.`, { code: 'OUTPUT_SHORTER' });
        }
        if ((size ?? 0) > state.bytes)
            await truncate(output, state.bytes);
    }
    return {
        state,
        async commit(lines, update) {
            const bytes = Buffer.byteLength(lines);
            if (bytes > 0)
                await appendSynced(output, lines);
            state.bytes += bytes;
            update?.(state);
            await writeFileDurably(statePath, JSON.stringify(state));
        },
    };
}
async function fileSize(path) {
    try {
        return (await stat(path)).size;
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
}
async function appendSynced(path, text) {
    const fh = await open(path, 'a');
    try {
        await fh.write(text);
        await fh.datasync();
    }
    finally {
        await fh.close();
    }
}
