/** `client.browser`: the browser session operations, bound to one transport. */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { BrowserCreateRequest, BrowserDeleteResponse, BrowserExecuteRequest, BrowserExecuteResult, BrowserListRequest, BrowserSession } from '../schemas/index.js';
import { type BrowserDeleteOptions } from './browser.js';
/** Browser session operations of a {@link Client}. */
export interface BrowserOperations {
    /** `POST /v2/browser`: emits the new session. */
    create(request?: BrowserCreateRequest): Observable<BrowserSession>;
    /** `GET /v2/browser`: emits each session. */
    list(request?: BrowserListRequest): Observable<BrowserSession>;
    /** `POST /v2/browser/{id}/execute`: emits the result; a failed run is a `BrowserExecutionError`. */
    execute(sessionId: string, request: BrowserExecuteRequest): Observable<BrowserExecuteResult>;
    /** `DELETE /v2/browser/{id}` (or `DELETE /v2/browser` with `{id}` via `form: 'body'`). */
    delete(sessionId: string, options?: BrowserDeleteOptions): Observable<BrowserDeleteResponse>;
}
export declare function browserOperations(transport: Transport): BrowserOperations;
