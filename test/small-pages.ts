/**
 * Page sizes of the synthetic web for tests whose checks do not depend on a page's size (runs killed and
 * resumed, daily re-crawls, monitors): 1–8 KB. The default sizes' tail of pages of hundreds of kilobytes
 * and megabytes, which the paging, sink and export tests cover, only made each of their runs longer: every
 * string of that size is fresh memory for the emulator and the program alike.
 */
export const SMALL_PAGES = [{ minBytes: 1_000, maxBytes: 8_000, weight: 1 }];

/**
 * The emulator of a change pipeline's CLI test: one site of `pages` small pages, none failing, crawled in a
 * fraction of a second (4,000 pages a second, 40 at once).
 */
export function dailySite(seed: number, pages: number) {
  return {
    seed,
    site: { sites: 1, pagesPerSite: pages, failureRate: 0, sizes: SMALL_PAGES },
    scrape: { pagesPerSecond: 4000, concurrency: 40, completionLagMs: 20 },
  };
}
