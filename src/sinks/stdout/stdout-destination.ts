/**
 * `-o -` or no `-o`: JSONL on the process's standard output. Nothing is kept to resume from; a failed export
 * says where it stopped in the job (`pages <jobId> --skip N`), as far as the stream took the documents.
 */
import { map, type OperatorFunction } from 'rxjs';
import type {
  DestinationExport,
  DestinationKind,
  OpenOptions,
  WritableLike,
  Written,
} from '../destination.js';
import type { SinkPage } from '../run-sink.js';
import type { SinkSummary } from '../sink-summary.js';
import { documentCount, toStream } from './to-stream.js';

export class StdoutDestination {
  readonly kind = 'stdout';
  readonly name = '-';
  readonly streamsToStdout = true;

  readonly #stdout: WritableLike;

  constructor(stdout: WritableLike) {
    this.#stdout = stdout;
  }

  async open(_options: OpenOptions): Promise<DestinationExport> {
    const written: Written & { skip: number | undefined; jobId: string | null } = {
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
    const sink: OperatorFunction<SinkPage, SinkSummary> = (pages) =>
      (pages as unknown as Parameters<typeof write>[0]).pipe(
        write,
        map(
          (summary): SinkSummary => ({
            path: '-',
            format: 'jsonl',
            records: summary.records,
            bytes: summary.bytes,
            jsonBytes: summary.bytes,
            jobId: written.jobId,
            kind: null,
            cursor: { skip: summary.nextSkip ?? 0 },
            resumed: false,
          }),
        ),
      );
    return {
      sink,
      stoppedAt: () => ({ records: written.records, bytes: written.bytes, skip: written.skip }),
    };
  }

  /** A stdout export continues with `--skip N`: the documents it wrote. */
  resumeArgs({ skip }: { skip?: number | undefined }): string[] {
    return skip !== undefined && skip > 0 ? ['--skip', String(skip)] : [];
  }

  /** Writes the lines as they are. */
  async writeRecords(lines: readonly string[]): Promise<void> {
    for (const line of lines) {
      await new Promise<void>((resolve, reject) => {
        this.#stdout.write(`${line}\n`, (error) => (error ? reject(error) : resolve()));
      });
    }
  }
}

export const stdoutKind: DestinationKind = {
  kind: 'stdout',
  describe: 'stdout (-o - or no -o)',
  forms: 'be - for stdout',
  matches: (target) => target === undefined || target === '-',
  create: (_target, { stdout }) => new StdoutDestination(stdout),
};
