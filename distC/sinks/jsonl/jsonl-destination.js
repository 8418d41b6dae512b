/** `-o FILE.jsonl` (or `.jsonl.gz`, `.ndjson`, `.ndjson.gz`): one JSON document per line. */
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { heldExportOf, } from '../destination.js';
import { FileDestination } from '../file-destination.js';
import { isFileName } from '../file-target.js';
export class JsonlDestination extends FileDestination {
    gzip;
    /** The file's export of `jobId`: only an uncompressed file grows export after export (`monitor export`). */
    heldExport;
    constructor(path, gzip) {
        super(path, 'jsonl');
        this.gzip = gzip;
        this.heldExport = gzip ? undefined : (jobId) => this.#held(jobId);
    }
    /** `append`: a pipeline whose state is kept elsewhere replaces the file; one that grows it asks for it. */
    async open({ resume, overwrite, append, fence }) {
        const { toJsonl } = await import('./to-jsonl.js');
        const sink = toJsonl(this.name, {
            gzip: this.gzip,
            resume,
            overwrite: overwrite ?? !resume,
            append,
            fence,
        });
        return { sink };
    }
    /** The file's export of `jobId`, when it is the last one appended (its own documents, not the file's). */
    async #held(jobId) {
        return heldExportOf(await this.readCheckpoint(), jobId);
    }
    /** Written under `<path>.partial` and renamed when complete, so a failed run never leaves half a file. */
    async writeRecords(lines) {
        const partial = `${this.name}.partial`;
        const source = Readable.from(lines.map((line) => `${line}\n`));
        if (this.gzip)
            await pipeline(source, createGzip(), createWriteStream(partial));
        else
            await pipeline(source, createWriteStream(partial));
        await rename(partial, this.name);
    }
    /** A pipeline's state beside the file; one an earlier release's `monitor export` kept is migrated first. */
    pipelineState(state) {
        const at = super.pipelineState(state);
        return {
            ...at,
            open: async (fence) => {
                const { migrateMonitorState } = await import('./monitor-state-migration.js');
                await migrateMonitorState(at.file, this.name);
                return at.open(fence);
            },
        };
    }
    async *heldDocuments(records) {
        const { readHeldLines } = await import('./held-lines.js');
        yield* readHeldLines(this.name, this.gzip, records);
    }
}
export const jsonlKind = {
    kind: 'jsonl',
    describe: 'a JSONL file (-o FILE.jsonl or FILE.jsonl.gz)',
    forms: 'end in .jsonl or .jsonl.gz',
    matches: (target) => isFileName(target) && /\.(jsonl|ndjson)(\.gz)?$/i.test(target),
    create: (target) => new JsonlDestination(target, /\.gz$/i.test(target)),
};
