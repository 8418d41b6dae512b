import { MapRequest, MapResponse } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { cancellable } from './abortable.js';
import { withExtraFields } from './extra-fields.js';
import { requestBody } from './request-body.js';
import { surfaceWarning } from './warning.js';
/**
 * Maps a site (`POST /v2/map`); emits each link `{ url, title?, description? }`, then completes. A timeout set
 * with `timeout` ends in `RequestTimeoutError` (408 `MAP_TIMEOUT`); a `warning` goes to `onWarning`.
 *
 * @example
 * ```ts
 * client.map({ url: 'https://example.com', search: 'blog' }).subscribe((link) => console.log(link.url));
 * ```
 */
export function map(transport, request, options = {}) {
    // Not an async function: at fan-out rates one promise and one suspended frame fewer per call count.
    return cancellable((signal) => {
        const body = options.extraFields === undefined
            ? parseInput(MapRequest, request, 'map request')
            : withExtraFields(parseInput(MapRequest, request, 'map request'), options, MapRequest, 'map request');
        return requestBody(transport, { method: 'POST', path: '/v2/map', body, signal }, MapResponse).then((res) => {
            surfaceWarning(res.data.warning ?? res.warning, options, 'map');
            return res.data.links;
        });
    });
}
