/**
 * A running crawl's pages, read as soon as the service's WebSocket status route says a document was scraped
 * (`statusStream: 'websocket'`), instead of after a poll's wait.
 *
 * The socket is a signal, never the data: the documents are read from the status pages, so each page's
 * cursor is a position in the job's list and a checkpoint stays a prefix of the job. The socket's order is
 * not the list's (the 2025 open-source server pushes documents in another order than its status pages list
 * them), so documents taken from the socket could not be given positions; and what the socket says about the
 * end (a first catch-up that says `completed` with `total: 0`, a `done` before any document, both seen on
 * that server) decides nothing: the stream ends when a status page says the crawl is `completed` with nothing
 * left, as paging does. A socket that cannot be opened, or closes, leaves plain paging. Frames a consumer has
 * not caught up with cost nothing: each only ends the current wait.
 */
import { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { PageOwner } from './owned-pages.js';
import type { PageEvent } from './page-event.js';
import type { PagingInternals, PagingOptions, PagingTarget } from './paging-options.js';
/** The pages of a crawl, read when its status socket signals a new document (see the module). */
export declare function socketPageStream(transport: Transport, target: PagingTarget, options?: PagingOptions & PagingInternals, owner?: PageOwner): Observable<PageEvent>;
