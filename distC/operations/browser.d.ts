/**
 * Browser sessions: create, list, run code, delete.
 */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { BrowserCreateRequest, BrowserDeleteResponse, BrowserExecuteRequest, BrowserExecuteResult, BrowserListRequest, BrowserSession } from '../schemas/index.js';
/** How `browser.delete` addresses the session. */
export interface BrowserDeleteOptions {
    /**
     * `'path'` sends `DELETE /v2/browser/{id}`; `'body'` sends `DELETE /v2/browser` with `{ id }` (the form in
     * the service's usage text). Both destroy the session. @default 'path'
     */
    form?: 'path' | 'body' | undefined;
}
/**
 * Creates a browser session (`POST /v2/browser`); emits the session record (`id`, `cdpUrl`, `liveViewUrl`, ...).
 *
 * @example
 * ```ts
 * client.browser.create({ ttl: 300 }).subscribe((s) => console.log(s.id, s.cdpUrl));
 * ```
 */
export declare function browserCreate(transport: Transport, request?: BrowserCreateRequest): Observable<BrowserSession>;
/** Lists browser sessions (`GET /v2/browser?status=`); emits each session record. */
export declare function browserList(transport: Transport, request?: BrowserListRequest): Observable<BrowserSession>;
/**
 * Runs code in a session (`POST /v2/browser/{id}/execute`); emits the execution result when the code ran
 * cleanly. A failed run (`success: false`, or `success: true` with `error` set, or `killed`) is a
 * {@link BrowserExecutionError} carrying the full result, never a success. Unknown sessions fail with
 * `NotFoundError`, destroyed ones with `GoneError`.
 *
 * @example
 * ```ts
 * client.browser.execute(id, { code: 'console.log(await page.title())' })
 *   .subscribe({ next: (r) => console.log(r.stdout), error: (e) => console.error(e.result?.stderr) });
 * ```
 */
export declare function browserExecute(transport: Transport, sessionId: string, request: BrowserExecuteRequest): Observable<BrowserExecuteResult>;
/**
 * Destroys a session; emits `{ success, sessionDurationMs, creditsBilled }`. See {@link BrowserDeleteOptions}
 * for the two request forms.
 */
export declare function browserDelete(transport: Transport, sessionId: string, options?: BrowserDeleteOptions): Observable<BrowserDeleteResponse>;
