/**
 * What one scraped page costs, by the service's billing rules (`lib/scrape-billing.ts`): 1 credit; 5 when
 * the `json` format is asked for, or `changeTracking` with its `json` mode; +1 with zero data retention;
 * +4 when the stealth proxy is used. A failed page costs nothing.
 */
export declare function pageCost(scrapeOptions: Readonly<Record<string, unknown>>): number;
