/**
 * A status page's documents in parts of about {@link PART_BYTES}, each handed on as a page of its own with
 * its cursor, and the page's credit held until its last part is handed on (`EmbedStep`).
 */
import type { PageOwner } from '../paging/owned-pages.js';
import type { SinkPage } from '../sinks/run-sink.js';

/**
 * What a vector table's export declares as the only reader of its page stream (`PageStream.ownedBy`): the
 * step holds a page until the sink has written its last part, and what it keeps after (chunk texts, URLs) are
 * strings decoded from the bytes, so the page's body buffer is reused for a later page. Freed, a body of
 * 10 MiB raised glibc's mmap threshold to its size, so that later bodies and embedding answers came from the
 * `brk` heap, which kept their holes: peak RSS into Postgres, 1.16 GB of JSON, 244-259 MB; with the buffers
 * reused, 233 (`benchmarks/vectors.mjs`, "memory").
 */
export const VECTOR_PAGE_OWNER: PageOwner = { checkEscapes: true };

/**
 * Documents' JSON in one part of a page: a status page of up to 10 MiB is written in parts of about this
 * size, each committed with its cursor, so that the chunks and vectors of one part, not of a page, are held
 * at once. About 300 chunks of 512 tokens.
 */
export const PART_BYTES = 1 << 20;

/** A run of a page's documents that the step embeds and hands on as a page of its own. */
export interface Part {
  held: HeldPage;
  bytes: readonly Buffer[];
  page: SinkPage;
  ready: Promise<SinkPage>;
  /** Chunks cut of it. */
  chunks: number;
  /** Holds of its page not yet released (the sink's). */
  holds: number;
  written: boolean;
}

/**
 * A page's documents in parts of about {@link PART_BYTES}. A page whose documents are not a contiguous run
 * of the job (some were left out upstream: `nextCursor` says where it ends) is one part: a cursor inside it
 * would not be a position in the job.
 */
export function partsOf(page: SinkPage, held: HeldPage, hold: (part: Part) => () => void): Part[] {
  const bytes = page.rawBytes ?? page.raw.map((text) => Buffer.from(text, 'utf8'));
  const skip = page.cursor.skip;
  const contiguous = page.nextCursor === undefined || page.nextCursor.skip === skip + bytes.length;
  const ranges: [number, number][] = [];
  let from = 0;
  let size = 0;
  for (let i = 0; i < bytes.length; i++) {
    size += (bytes[i] as Buffer).length;
    if (contiguous && size >= PART_BYTES && i + 1 < bytes.length) {
      ranges.push([from, i + 1]);
      from = i + 1;
      size = 0;
    }
  }
  ranges.push([from, bytes.length]);
  held.parts = ranges.length;
  return ranges.map(([start, end]) => {
    const some = start === 0 && end === bytes.length ? bytes : bytes.slice(start, end);
    const part = { held, bytes: some, chunks: 0, holds: 0, written: false } as Partial<Part> as Part;
    part.page = partPage(page, some, start, contiguous, () => hold(part));
    return part;
  });
}

/** The page of a part: `bytes` from document `start` of `page`. */
function partPage(
  page: SinkPage,
  bytes: readonly Buffer[],
  start: number,
  contiguous: boolean,
  hold: () => () => void,
): SinkPage {
  const skip = page.cursor.skip + start;
  const next = contiguous ? { skip: skip + bytes.length } : page.nextCursor;
  return {
    jobId: page.jobId,
    kind: page.kind,
    cursor: { skip },
    rawBytes: bytes,
    get raw() {
      return bytes.map((b) => b.toString('utf8'));
    },
    hold,
    ...(next === undefined ? {} : { nextCursor: next }),
  };
}

/** A page the step holds until its last part is handed on. */
export class HeldPage {
  /** Parts not yet handed on. */
  parts = 0;
  readonly page: SinkPage;
  readonly #release: () => void;
  constructor(page: SinkPage) {
    this.page = page;
    this.#release = page.hold();
  }
  /** A part was handed on; after the last, the credit goes back. */
  partDone(): void {
    if (--this.parts === 0) this.#release();
  }
}
