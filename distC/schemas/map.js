/**
 * Map: `POST /v2/map`.
 */
import * as z from 'zod';
import { guardResponse, isNullishString, isRecord } from '../http/response-guard.js';
import { crawlerOptionsShape } from './crawl.js';
import { copyKnownKeys, fastInput, isIntIn, isNonEmptyString, isPlainObject, isSimpleTargetUrl, } from './fast-input.js';
import { fastLocation, Location, SitemapMode, StringRecord } from './shared.js';
import { TargetUrl } from './target-url.js';
const mapRequestSchema = z.strictObject({
    url: TargetUrl,
    search: z.string().optional(),
    sitemap: SitemapMode.optional(),
    includeSubdomains: z.boolean().optional(),
    ignoreQueryParameters: z.boolean().optional(),
    ignoreCache: z.boolean().optional(),
    limit: z.number().min(1).max(100_000).optional(),
    /** Milliseconds, any positive number; the service answers 408 `MAP_TIMEOUT` when exceeded. */
    timeout: z.number().positive().finite().optional(),
    location: Location.optional(),
    ...crawlerOptionsShape,
    headers: StringRecord.optional(),
    filterByPath: z.boolean().optional(),
    useIndex: z.boolean().optional(),
});
const MAP_REQUEST_KEYS = Object.keys(mapRequestSchema.shape);
/** Body of `POST /v2/map`. */
export const MapRequest = fastInput(mapRequestSchema, fastMapRequest);
// The fast path of MapRequest (see fastInput): the common shape, checked by hand.
function fastMapRequest(value) {
    if (!isPlainObject(value))
        return undefined;
    const out = copyKnownKeys(value, MAP_REQUEST_KEYS, checkMapField);
    return out !== undefined && out.url !== undefined ? out : undefined;
}
function checkMapField(key, field) {
    switch (key) {
        case 'url':
            return isSimpleTargetUrl(field) ? field : undefined;
        case 'search':
            return isNonEmptyString(field) ? field : undefined;
        case 'sitemap':
            return field === 'include' || field === 'skip' || field === 'only' ? field : undefined;
        case 'includeSubdomains':
        case 'ignoreQueryParameters':
        case 'ignoreCache':
            return typeof field === 'boolean' ? field : undefined;
        case 'limit':
            return isIntIn(field, 1, 100_000) ? field : undefined;
        case 'timeout':
            return typeof field === 'number' && Number.isFinite(field) && field > 0 ? field : undefined;
        case 'location':
            return fastLocation(field);
        default:
            return undefined;
    }
}
/** One mapped URL. */
export const MapLink = z.looseObject({
    url: z.string(),
    title: z.string().nullish(),
    description: z.string().nullish(),
});
/** Answer to `POST /v2/map`. */
export const MapResponse = guardResponse(z.looseObject({
    success: z.boolean(),
    links: z.array(MapLink),
    warning: z.string().nullish(),
}), isMapResponse);
// The fast path of MapResponse: exactly what the schema accepts (see guardResponse).
function isMapResponse(value) {
    if (!isRecord(value) || typeof value.success !== 'boolean' || !isNullishString(value.warning))
        return false;
    const links = value.links;
    if (!Array.isArray(links))
        return false;
    for (const link of links) {
        if (!isRecord(link) || typeof link.url !== 'string')
            return false;
        if (!isNullishString(link.title) || !isNullishString(link.description))
            return false;
    }
    return true;
}
