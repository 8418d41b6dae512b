/**
 * Pull-based consumption of an Observable with `for await`.
 */
import type { Observable } from 'rxjs';
/**
 * Turns an Observable into an async iterator that holds each value's page until the loop asks for the next
 * value, so a paging source never runs more than its window ahead of the loop body.
 *
 * Works on pages (`crawlPages(...)`) and on values made from pages by synchronous operators (`documents()`,
 * `map`, `filter`): each value keeps its page's credit taken until the loop body is done with it. Leaving the
 * loop (`break`, `return`, a throw) unsubscribes, which aborts the request in flight.
 *
 * @example
 * ```ts
 * for await (const page of asAsyncIterable(client.crawlPages(jobId))) {
 *   await writeSomewhere(page.raw);   // the next page is fetched meanwhile, but never more than the window
 * }
 * ```
 */
export declare function asAsyncIterable<T>(source: Observable<T>): AsyncIterableIterator<T>;
