/**
 * Lets the only consumer of a page stream (a file sink, a vector table) run it with page buffers reused.
 *
 * The crawl and batch-scrape page streams of the client are {@link PageStream}s: besides being the stream
 * everybody gets, they offer `ownedBy(owner)`, the same job's pages for a consumer that is the stream's only
 * subscriber and copies or writes what it needs before releasing a page. In that variant each page's body
 * buffer goes back to a pool once the page is released (see `body-pool.ts`). Any operator in between
 * (`share()`, `tap`, `dedupePages`, ...) returns a plain Observable, as its type says, and pages stay
 * untouched.
 */
import type { Observable } from 'rxjs';
import type { PageEvent } from './page-event.js';

/** What the only consumer of a page stream declares about itself when it takes the owned variant. */
export interface PageOwner {
  /**
   * `false` when the consumer decodes every string it keeps and fails on a bad escape (the Parquet writer):
   * the page scan then skips checking the escapes in the documents' strings.
   * @default true
   */
  checkEscapes?: boolean | undefined;
}

/** A crawl or batch-scrape page stream as the client returns it. */
export interface PageStream extends Observable<PageEvent> {
  /**
   * The same pages for `owner`, the stream's only consumer, which keeps no view into a page after releasing
   * it: each page's body buffer is then reused for a later page. The library's file sinks and vector tables
   * call this when they are piped straight onto a client's stream.
   */
  ownedBy(owner?: PageOwner): Observable<PageEvent>;
}

/** Makes `make(undefined)` the stream everybody gets, and `make(owner)` the one `ownedBy(owner)` returns. */
export function pageStreamOf(make: (owner: PageOwner | undefined) => Observable<PageEvent>): PageStream {
  return Object.assign(make(undefined), { ownedBy: (owner: PageOwner = {}) => make(owner) });
}

/** Whether `source` is a client's own page stream, which offers {@link PageStream.ownedBy}. */
export function isPageStream(source: Observable<unknown>): source is PageStream {
  return typeof (source as Partial<PageStream>).ownedBy === 'function';
}

/**
 * `source`'s owned variant for `owner` when `source` is a client's own page stream (piped straight onto it,
 * `owner` is its only reader), else `source` as it is: any operator in between returns a plain Observable.
 */
export function asOwnedBy<T extends Observable<unknown>>(source: T, owner: PageOwner | undefined): T {
  return owner !== undefined && isPageStream(source) ? (source.ownedBy(owner) as unknown as T) : source;
}
