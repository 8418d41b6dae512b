import { concatMap, defer, last, scan, startWith } from 'rxjs';
/**
 * Writes each page's documents as JSONL (the service's own JSON text, one document per line) to a stream
 * such as stdout, holding the page's credit until the stream has accepted it, so a slow reader on the other
 * end of a pipe slows the export down instead of filling memory.
 */
export function toStream(stream, onWritten) {
    return (pages) => defer(() => pages.pipe(concatMap(async (page) => {
        const done = page.hold();
        try {
            if (documentCount(page) > 0)
                await write(stream, lines(page));
            onWritten?.(page);
        }
        finally {
            done();
        }
        return page;
    }), scan((summary, page) => ({
        records: summary.records + documentCount(page),
        bytes: summary.bytes + page.bytes,
        nextSkip: page.nextCursor.skip,
    }), { records: 0, bytes: 0, nextSkip: undefined }), startWith({ records: 0, bytes: 0, nextSkip: undefined }), last()));
}
const newline = Buffer.from('\n');
/** Documents in a page, without decoding them. */
export function documentCount(page) {
    return page.rawBytes?.length ?? page.raw.length;
}
/** The page's documents as JSONL; from the UTF-8 bytes when the page carries them, to skip a decode. */
function lines(page) {
    const bytes = page.rawBytes;
    if (bytes === undefined)
        return `${page.raw.join('\n')}\n`;
    return Buffer.concat(bytes.flatMap((document) => [document, newline]));
}
/** Resolves once the stream has handed `text` to the OS (the write callback), which is the backpressure. */
function write(stream, text) {
    return new Promise((resolve, reject) => {
        stream.write(text, (error) => (error ? reject(error) : resolve()));
    });
}
