import { concatMap, defer, last, type OperatorFunction, scan, startWith } from 'rxjs';
import type { PageEvent } from '../core/page-event.js';

/** What {@link toStream} wrote. */
export interface StreamSummary {
  /** Documents written. */
  records: number;
  /** Characters of document JSON written (newlines not counted). */
  bytes: number;
  /** The cursor after the last page written: `pages <jobId> --skip` continues from here. */
  nextSkip: number | undefined;
}

/** A writable byte stream such as `process.stdout`. */
export interface WritableLike {
  write(chunk: string, callback?: (error?: Error | null) => void): boolean;
}

/**
 * Writes each page's documents as JSONL (the service's own JSON text, one document per line) to a stream
 * such as stdout, holding the page's credit until the stream has accepted it, so a slow reader on the other
 * end of a pipe slows the export down instead of filling memory.
 */
export function toStream(
  stream: WritableLike,
  onWritten?: (page: PageEvent) => void,
): OperatorFunction<PageEvent, StreamSummary> {
  return (pages) =>
    defer(() =>
      pages.pipe(
        concatMap(async (page) => {
          const done = page.hold();
          try {
            if (page.raw.length > 0) await write(stream, `${page.raw.join('\n')}\n`);
            onWritten?.(page);
          } finally {
            done();
          }
          return page;
        }),
        scan(
          (summary: StreamSummary, page) => ({
            records: summary.records + page.raw.length,
            bytes: summary.bytes + page.bytes,
            nextSkip: page.nextCursor.skip,
          }),
          { records: 0, bytes: 0, nextSkip: undefined },
        ),
        startWith({ records: 0, bytes: 0, nextSkip: undefined } satisfies StreamSummary),
        last(),
      ),
    );
}

/** Resolves once the stream has handed `text` to the OS (the write callback), which is the backpressure. */
function write(stream: WritableLike, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
