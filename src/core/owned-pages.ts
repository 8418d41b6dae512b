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

type Ownable<T> = Observable<T> & { [OWN_PAGES]?: () => Observable<T> };

/**
 * Makes `make(false)` the stream everybody gets, and `make(true)` the one {@link ownPages} returns.
 */
export function ownable<T>(make: (recycleBodies: boolean) => Observable<T>): Observable<T> {
  const stream = make(false) as Ownable<T>;
  stream[OWN_PAGES] = () => make(true);
  return stream;
}

/**
 * The variant of `source` that reuses page buffers after release, when `source` is a page stream of the
 * client itself; otherwise `source` unchanged. For consumers that keep no view into a released page.
 */
export function ownPages<T>(source: Observable<T>): Observable<T> {
  const factory = (source as Ownable<T>)[OWN_PAGES];
  return typeof factory === 'function' ? factory() : source;
}
