/**
 * The URL of a page to crawl, scrape or map, as the service checks it: http or https (a URL without a
 * scheme is accepted and read as `http://`), and a host with a dot-separated top-level domain or an IP
 * address. `http://localhost:3000/` is refused by the service, so it is refused here first.
 */
import * as z from 'zod';
/** Whether the service would scrape `value`: the rule of {@link TargetUrl}. */
export declare function isTargetUrl(value: string): boolean;
/** A page URL the service accepts (see the module comment). Sent as given. */
export declare const TargetUrl: z.ZodString;
