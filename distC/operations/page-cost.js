/**
 * What one scraped page costs, by the service's billing rules (`lib/scrape-billing.ts`): 1 credit; 5 when
 * the `json` format is asked for, or `changeTracking` with its `json` mode; +1 with zero data retention;
 * +4 when the stealth proxy is used. A failed page costs nothing.
 */
export function pageCost(scrapeOptions) {
    const formats = Array.isArray(scrapeOptions.formats) ? scrapeOptions.formats : [];
    let cost = formats.some(isJsonFormat) ? 5 : 1;
    if (scrapeOptions.zeroDataRetention === true)
        cost += 1;
    if (scrapeOptions.proxy === 'stealth')
        cost += 4;
    return cost;
}
function isJsonFormat(format) {
    if (format === 'json')
        return true;
    if (format === null || typeof format !== 'object')
        return false;
    const { type, modes } = format;
    if (type === 'json')
        return true;
    return type === 'changeTracking' && Array.isArray(modes) && modes.includes('json');
}
