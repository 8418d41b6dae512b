import { EMPTY, expand, from, mergeMap } from 'rxjs';
import { cancellable } from './abortable.js';
/**
 * The items of a list read a page at a time, from `first`: `read` answers a page and the next page's cursor
 * (an offset, a `before` time, an opaque cursor), and checks that the cursor moves on. One request at a
 * time; unsubscribing cancels the one in flight.
 */
export function followPages(first, read) {
    const page = (cursor) => cancellable(async (signal) => [await read(cursor, signal)]);
    return page(first).pipe(expand((answer) => (answer.next === undefined ? EMPTY : page(answer.next)), 1), mergeMap((answer) => from(answer.items)));
}
