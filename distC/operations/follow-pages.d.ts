import { type Observable } from 'rxjs';
import type { CancelSignal } from '../http/cancel-signal.js';
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
export declare function followPages<T, C>(first: C, read: (cursor: C, signal: CancelSignal) => Promise<ListPage<T, C>>): Observable<T>;
