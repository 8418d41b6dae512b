import { ScrapeRequest, ScrapeResponse } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { cancellable } from './abortable.js';
import { withExtraFields } from './extra-fields.js';
import { requestBody } from './request-body.js';
import { surfaceWarning } from './warning.js';
/**
 * Scrapes one page (`POST /v2/scrape`); emits its document, then completes. A response `warning` goes to
 * `onWarning`. A page the service could not reach (HTTP 200 with `success:false`) is a `RequestFailedError`.
 *
 * @example
 * ```ts
 * client.scrape({ url: 'https://example.com', formats: ['markdown'] }).subscribe((doc) => console.log(doc.markdown));
 * ```
 */
export function scrape(transport, request, options = {}) {
    return cancellable(async (signal) => {
        const label = 'scrape request';
        const body = withExtraFields(parseInput(ScrapeRequest, request, label), options, ScrapeRequest, label);
        const res = await requestBody(transport, { method: 'POST', path: '/v2/scrape', body, signal }, ScrapeResponse);
        surfaceWarning(res.data.warning ?? res.warning, options, 'scrape');
        return [res.data.data];
    });
}
