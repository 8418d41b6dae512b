/**
 * Documents' JSON in one part of a page: a status page of up to 10 MiB is written in parts of about this
 * size, each committed with its cursor, so that the chunks and vectors of one part, not of a page, are held
 * at once. About 300 chunks of 512 tokens.
 */
export const PART_BYTES = 1 << 20;
/**
 * A page's documents in parts of about {@link PART_BYTES}. A page whose documents are not a contiguous run
 * of the job (some were left out upstream: `nextCursor` says where it ends) is one part: a cursor inside it
 * would not be a position in the job.
 */
export function partsOf(page, held, hold) {
    const bytes = page.rawBytes ?? page.raw.map((text) => Buffer.from(text, 'utf8'));
    const skip = page.cursor.skip;
    const contiguous = page.nextCursor === undefined || page.nextCursor.skip === skip + bytes.length;
    const ranges = [];
    let from = 0;
    let size = 0;
    for (let i = 0; i < bytes.length; i++) {
        size += bytes[i].length;
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
        const part = { held, bytes: some, chunks: 0, holds: 0, written: false };
        part.page = partPage(page, some, start, contiguous, () => hold(part));
        return part;
    });
}
/** The page of a part: `bytes` from document `start` of `page`. */
function partPage(page, bytes, start, contiguous, hold) {
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
    page;
    #release;
    constructor(page) {
        this.page = page;
        this.#release = page.hold();
    }
    /** A part was handed on; after the last, the credit goes back. */
    partDone() {
        if (--this.parts === 0)
            this.#release();
    }
}
