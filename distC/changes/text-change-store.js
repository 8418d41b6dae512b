/**
 * A pipeline's state as text objects: the state as JSON Lines (one canonical URL per line, sorted) and the
 * loads log, where the destination keeps them, and the run in progress in a local journal (a header line,
 * then one verdict per line, appended and synced page by page).
 *
 * `fileChangeStore(FILE)` (`--state FILE` of a single-file export): the state at `FILE`, the journal at
 * `FILE.journal`, the loads log at `FILE.loads.jsonl`. Every rewrite goes through a temporary file, fsync and
 * rename.
 */
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { syncDir, writeFileDurably } from '../files/durable-file.js';
/** A {@link ChangeStore} in local files at `path` (see the module). */
export function fileChangeStore(path, guard) {
    const file = (object) => (object === 'state' ? path : `${path}.loads.jsonl`);
    return new TextChangeStore({
        name: path,
        read: (object) => readText(file(object)),
        write: (object, text) => writeFileDurably(file(object), text),
    }, `${path}.journal`, guard);
}
/** A {@link ChangeStore} over text objects and a local journal file (see the module). */
export class TextChangeStore {
    name;
    #objects;
    #journalPath;
    #guard;
    constructor(objects, journalPath, guard) {
        this.name = objects.name;
        this.#objects = objects;
        this.#journalPath = journalPath;
        this.#guard = guard;
    }
    async readState() {
        const state = new Map();
        for (const line of lines(await this.#objects.read('state'))) {
            const { url, ...entry } = JSON.parse(line);
            state.set(url, entry);
        }
        return state;
    }
    async readJournal(jobId) {
        const journal = lines(await readText(this.#journalPath));
        if (journal.length === 0)
            return undefined;
        const { journal: header } = JSON.parse(journal[0]);
        // A journal without its header was not written by a run of this store: nothing to continue.
        if (header?.jobId !== jobId)
            return undefined;
        // A crash in the middle of an append can leave a last line cut short: it was never acknowledged.
        const entries = [];
        let lastPage;
        for (const line of journal.slice(1)) {
            let parsed;
            try {
                parsed = JSON.parse(line);
            }
            catch {
                break;
            }
            if ('page' in parsed)
                lastPage = parsed.page;
            else
                entries.push(parsed);
        }
        return this.#journal(header, entries, lastPage);
    }
    async openJournal(header) {
        await this.#guard?.claim();
        await mkdir(dirname(this.#journalPath), { recursive: true });
        const existing = await this.readJournal(header.jobId);
        if (existing) {
            // Rewritten without a cut last line, so appends start on a line of their own.
            await writeFileDurably(this.#journalPath, journalText(existing.header, existing.entries, existing.lastPage));
            return existing;
        }
        await writeFileDurably(this.#journalPath, journalText(header, [], undefined));
        return this.#journal(header, [], undefined);
    }
    async commit(updates, load) {
        await this.#guard?.check();
        const state = await this.readState();
        for (const [url, entry] of updates)
            state.set(url, entry);
        const urls = [...state.keys()].sort();
        const text = urls.map((url) => `${JSON.stringify({ url, ...state.get(url) })}\n`);
        await this.#objects.write('state', text.join(''));
        const loads = await this.readLoads();
        if (!loads.some((l) => l.runId === load.runId)) {
            await this.#objects.write('loads', [...loads, load].map((l) => `${JSON.stringify(l)}\n`).join(''));
        }
        await unlink(this.#journalPath).catch((err) => {
            if (err.code !== 'ENOENT')
                throw err;
        });
        await syncDir(dirname(this.#journalPath));
    }
    async readLoads() {
        return lines(await this.#objects.read('loads')).map((line) => JSON.parse(line));
    }
    #journal(header, entries, lastPage) {
        const path = this.#journalPath;
        const guard = this.#guard;
        let last = lastPage;
        return {
            header,
            entries,
            get lastPage() {
                return last;
            },
            async append(more, page) {
                const lines = more.map((e) => `${JSON.stringify(e)}\n`);
                if (page)
                    lines.push(`${JSON.stringify({ page })}\n`);
                if (lines.length === 0)
                    return;
                await guard?.check();
                const fh = await open(path, 'a');
                try {
                    await fh.writeFile(lines.join(''));
                    await fh.sync();
                }
                finally {
                    await fh.close();
                }
                entries.push(...more);
                if (page)
                    last = page;
            },
        };
    }
}
function journalText(header, entries, page) {
    const lines = [{ journal: header }, ...entries, ...(page ? [{ page }] : [])];
    return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}
function readText(path) {
    return readFile(path, 'utf8').catch((err) => {
        if (err.code === 'ENOENT')
            return '';
        throw err;
    });
}
function lines(text) {
    return text.split('\n').filter((line) => line !== '');
}
