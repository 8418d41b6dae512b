import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type MapLink, MapRequest } from '../schemas/index.js';
import { type WarningOptions } from './warning.js';
/**
 * Maps a site (`POST /v2/map`); emits each link `{ url, title?, description? }`, then completes. A timeout set
 * with `timeout` ends in `RequestTimeoutError` (408 `MAP_TIMEOUT`); a `warning` goes to `onWarning`.
 *
 * @example
 * ```ts
 * client.map({ url: 'https://example.com', search: 'blog' }).subscribe((link) => console.log(link.url));
 * ```
 */
export declare function map(transport: Transport, request: MapRequest, options?: WarningOptions): Observable<MapLink>;
