/**
 * The one way crawlstream replaces a file of state: write it under a temporary name, fsync it, rename it
 * over the old one, fsync the folder. A reader sees the old file or the new one, never half of either, and
 * after a crash the rename is either durable or did not happen.
 */
import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
/**
 * Replaces `path` with `content` atomically and durably (see the module). `beforeRename` runs once the
 * new content is on disk, right before it takes the old one's place: a last check that may refuse it.
 */
export async function writeFileDurably(path, content, beforeRename) {
    const tmp = `${path}.tmp`;
    const fh = await open(tmp, 'w');
    try {
        await fh.writeFile(content);
        await fh.sync();
    }
    finally {
        await fh.close();
    }
    await beforeRename?.();
    await rename(tmp, path);
    await syncDir(dirname(path));
}
/** Makes a rename or unlink in `dir` durable. Some platforms cannot open a folder; there it is a no-op. */
export async function syncDir(dir) {
    let fh;
    try {
        fh = await open(dir, 'r');
        await fh.sync();
    }
    catch {
        // Windows cannot fsync a directory; the rename itself is still atomic there.
    }
    finally {
        await fh?.close();
    }
}
