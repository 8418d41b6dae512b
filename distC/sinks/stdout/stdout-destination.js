/**
 * `-o -` or no `-o`: JSONL on the process's standard output. Nothing is kept to resume from; a failed export
 * says where it stopped in the job (`pages <jobId> --skip N`), as far as the stream took the documents.
 */
import { map } from 'rxjs';
import { documentCount, toStream } from './to-stream.js';
export class StdoutDestination {
    kind = 'stdout';
    name = '-';
    streamsToStdout = true;
    #stdout;
    constructor(stdout) {
        this.#stdout = stdout;
    }
    async open(_options) {
        const written = {
            records: 0,
            bytes: 0,
            skip: undefined,
            jobId: null,
        };
        const write = toStream(this.#stdout, (page) => {
            written.skip = page.nextCursor.skip;
            written.jobId = page.jobId;
            written.records += documentCount(page);
            written.bytes += page.bytes;
        });
        const sink = (pages) => pages.pipe(write, map((summary) => ({
            path: '-',
            format: 'jsonl',
            records: summary.records,
            bytes: summary.bytes,
            jsonBytes: summary.bytes,
            jobId: written.jobId,
            kind: null,
            cursor: { skip: summary.nextSkip ?? 0 },
            resumed: false,
        })));
        return {
            sink,
            stoppedAt: () => ({ records: written.records, bytes: written.bytes, skip: written.skip }),
        };
    }
    /** A stdout export continues with `--skip N`: the documents it wrote. */
    resumeArgs({ skip }) {
        return skip !== undefined && skip > 0 ? ['--skip', String(skip)] : [];
    }
    /** Writes the lines as they are. */
    async writeRecords(lines) {
        for (const line of lines) {
            await new Promise((resolve, reject) => {
                this.#stdout.write(`${line}\n`, (error) => (error ? reject(error) : resolve()));
            });
        }
    }
}
export const stdoutKind = {
    kind: 'stdout',
    describe: 'stdout (-o - or no -o)',
    forms: 'be - for stdout',
    matches: (target) => target === undefined || target === '-',
    create: (_target, { stdout }) => new StdoutDestination(stdout),
};
