import { type OperatorFunction } from 'rxjs';
import type { PageEvent } from '../paging/page-event.js';
import type { Document } from '../schemas/index.js';
/**
 * Flattens page events into their documents, in order.
 *
 * The documents of a page are emitted synchronously while the page is being delivered, so the page's credit
 * stays taken until they have all passed downstream (and, with `asAsyncIterable`, until each was consumed).
 *
 * @example
 * ```ts
 * client.crawlPages(jobId).pipe(documents()).subscribe((doc) => console.log(doc.metadata?.sourceURL));
 * // https://example.com/, https://example.com/a, ...
 * ```
 */
export declare function documents(): OperatorFunction<PageEvent, Document>;
