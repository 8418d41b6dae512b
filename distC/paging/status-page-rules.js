/**
 * The service's rules for one status page (`GET /v2/{crawl|batch/scrape}/{id}`), shared by the client and
 * the emulator that plays the service.
 */
/** The service cuts a status response at about 10 MiB, counted in characters of `JSON.stringify(doc)`. */
export const STATUS_PAGE_CHAR_LIMIT = 10 * 1024 * 1024;
/** Documents per status response when the request has no `limit`. */
export const DEFAULT_STATUS_LIMIT = 100;
