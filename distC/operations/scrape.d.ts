import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type Document, ScrapeRequest } from '../schemas/index.js';
import { type WarningOptions } from './warning.js';
/**
 * Scrapes one page (`POST /v2/scrape`); emits its document, then completes. A response `warning` goes to
 * `onWarning`. A page the service could not reach (HTTP 200 with `success:false`) is a `RequestFailedError`.
 *
 * @example
 * ```ts
 * client.scrape({ url: 'https://example.com', formats: ['markdown'] }).subscribe((doc) => console.log(doc.markdown));
 * ```
 */
export declare function scrape(transport: Transport, request: ScrapeRequest, options?: WarningOptions): Observable<Document>;
