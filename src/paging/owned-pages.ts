/**
 * Lets a terminal consumer of a page stream (a file sink) run it with page buffers reused.
 *
 * A crawl or batch-scrape page stream returned by the client carries, under {@link OWN_PAGES}, a factory of the
 * same stream in which each page's body buffer goes back to a pool once the page is released (see
 * `body-pool.ts`). A sink that subscribes to such a stream directly is its only consumer and copies or writes
 * what it needs before releasing a page, so it asks for that variant. Any operator in between (`share()`,
 * `tap`, `dedupePages`, ...) returns a new Observable without the factory, and pages stay untouched.
 */
import type { Observable } from 'rxjs';

/** The property under which an ownable page stream keeps its factory. */
export const OWN_PAGES: unique symbol = Symbol('crawlstream.ownPages');

/** What the only consumer of a page stream declares about itself when it asks for the owned variant. */
export interface PageOwner {
  /**
   * `false` when the consumer decodes every string it keeps and fails on a bad escape (the Parquet writer):
   * the page scan then skips checking the escapes in the documents' strings (`parsePageBytes`).
   * @default true
   */
  checkEscapes?: boolean | undefined;
}

type Ownable<T> = Observable<T> & { [OWN_PAGES]?: (owner: PageOwner) => Observable<T> };

/**
 * Makes `make(undefined)` the stream everybody gets, and `make(owner)` the one {@link ownPages} returns.
 */
export function ownable<T>(make: (owner: PageOwner | undefined) => Observable<T>): Observable<T> {
  const stream = make(undefined) as Ownable<T>;
  stream[OWN_PAGES] = (owner) => make(owner);
  return stream;
}

/**
 * The variant of `source` that reuses page buffers after release, when `source` is a page stream of the
 * client itself; otherwise `source` unchanged. For consumers that keep no view into a released page.
 */
export function ownPages<T>(source: Observable<T>, owner: PageOwner = {}): Observable<T> {
  const factory = (source as Ownable<T>)[OWN_PAGES];
  return typeof factory === 'function' ? factory(owner) : source;
}
