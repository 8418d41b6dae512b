import { EMPTY, expand, from, mergeMap, type Observable } from 'rxjs';
import type { CancelSignal } from '../http/cancel-signal.js';
import { cancellable } from './abortable.js';

/** One page of a list: its items, and where the next page starts (undefined: this was the last). */
export interface ListPage<T, C> {
  items: readonly T[];
  next: C | undefined;
}

/**
 * The items of a list read a page at a time, from `first`: `read` answers a page and the next page's cursor
 * (an offset, a `before` time, an opaque cursor), and checks that the cursor moves on. One request at a
 * time; unsubscribing cancels the one in flight.
 */
export function followPages<T, C>(
  first: C,
  read: (cursor: C, signal: CancelSignal) => Promise<ListPage<T, C>>,
): Observable<T> {
  const page = (cursor: C) => cancellable(async (signal) => [await read(cursor, signal)]);
  return page(first).pipe(
    expand((answer) => (answer.next === undefined ? EMPTY : page(answer.next)), 1),
    mergeMap((answer) => from(answer.items)),
  );
}
