/**
 * What the program learned about a server and keeps for later runs: whether it answers the
 * `changeTracking` format (a probe costs a scrape, so it is made once per server). One JSON file,
 * `servers.json`, in crawlstream's cache folder: `CRAWLSTREAM_CACHE_DIR`, else `$XDG_CACHE_HOME/crawlstream`,
 * else `~/.cache/crawlstream`; `CRAWLSTREAM_CACHE_DIR=off` keeps nothing. Keyed by the server's address
 * (origin and path, never a key). What cannot be read or written is as if never learned: the memory only
 * saves probes, it never stops a run.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeFileDurably } from '../files/durable-file.js';
/** The memory file, or `undefined` when memory is off. */
export function serverMemoryFile(env) {
    const configured = env.CRAWLSTREAM_CACHE_DIR?.trim();
    if (configured === 'off')
        return undefined;
    const dir = configured ||
        (env.XDG_CACHE_HOME?.trim() ? join(env.XDG_CACHE_HOME.trim(), 'crawlstream') : undefined) ||
        join(env.HOME?.trim() || homedir(), '.cache', 'crawlstream');
    return join(dir, 'servers.json');
}
async function readAll(file) {
    try {
        const parsed = JSON.parse(await readFile(file, 'utf8'));
        return parsed && typeof parsed === 'object' ? parsed : {};
    }
    catch {
        return {};
    }
}
/** What is remembered of `server`, if anything. */
export async function recallServer(env, server) {
    const file = serverMemoryFile(env);
    return file === undefined ? undefined : (await readAll(file))[server];
}
/** Adds `facts` to what is remembered of `server`; returns the file, or `undefined` when nothing was kept. */
export async function rememberServer(env, server, facts) {
    const file = serverMemoryFile(env);
    if (file === undefined)
        return undefined;
    try {
        const all = await readAll(file);
        all[server] = { ...all[server], ...facts };
        await mkdir(join(file, '..'), { recursive: true });
        await writeFileDurably(file, `${JSON.stringify(all, null, 1)}\n`);
        return file;
    }
    catch {
        return undefined;
    }
}
/** Keeps what a probe found of `server`'s change tracking, with the time; returns the file, if kept. */
export function rememberChangeTracking(env, server, found) {
    return rememberServer(env, server, { changeTracking: { ...found, checkedAt: new Date().toISOString() } });
}
