import { type OperatorFunction } from 'rxjs';
import type { PageEvent } from '../../paging/page-event.js';
import type { WritableLike } from '../destination.js';
/** What {@link toStream} wrote. */
export interface StreamSummary {
    /** Documents written. */
    records: number;
    /** Characters of document JSON written (newlines not counted). */
    bytes: number;
    /** The cursor after the last page written: `pages <jobId> --skip` continues from here. */
    nextSkip: number | undefined;
}
/**
 * Writes each page's documents as JSONL (the service's own JSON text, one document per line) to a stream
 * such as stdout, holding the page's credit until the stream has accepted it, so a slow reader on the other
 * end of a pipe slows the export down instead of filling memory.
 */
export declare function toStream(stream: WritableLike, onWritten?: (page: PageEvent) => void): OperatorFunction<PageEvent, StreamSummary>;
/** Documents in a page, without decoding them. */
export declare function documentCount(page: PageEvent): number;
