/**
 * The URL of a page to crawl, scrape or map, as the service checks it: http or https (a URL without a
 * scheme is accepted and read as `http://`), and a host with a dot-separated top-level domain or an IP
 * address. `http://localhost:3000/` is refused by the service, so it is refused here first.
 */
import * as z from 'zod';
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A top-level domain: letters (or an IDN's `xn--` form) of at least two characters. */
const TLD = /\.(?:[a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]+)\.?$/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** Whether the service would scrape `value`: the rule of {@link TargetUrl}. */
export function isTargetUrl(value) {
    const withScheme = SCHEME.test(value) ? value : `http://${value}`;
    let url;
    try {
        url = new URL(withScheme);
    }
    catch {
        return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return false;
    const host = url.hostname;
    return host.startsWith('[') || IPV4.test(host) || TLD.test(host);
}
/** A page URL the service accepts (see the module comment). Sent as given. */
export const TargetUrl = z
    .string()
    .refine(isTargetUrl, 'must be an http(s) URL whose host has a top-level domain or is an IP address');
