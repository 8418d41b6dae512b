import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { partialPath } from '../checkpoint.js';
/**
 * The first `records` lines of an unfinished JSONL export: its partial file, which the sink cuts back to
 * exactly these records when it resumes (bytes after the checkpoint, a page half written at a crash, are
 * not part of the export).
 */
export async function* readHeldLines(path, gzip, records) {
    if (records === 0)
        return;
    const file = createReadStream(partialPath(path));
    const input = gzip ? file.pipe(createGunzip()) : file;
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    let seen = 0;
    try {
        for await (const line of lines) {
            yield line;
            seen += 1;
            if (seen === records)
                break;
        }
    }
    finally {
        lines.close();
        file.destroy();
    }
}
