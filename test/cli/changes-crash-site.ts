/**
 * The site and kill points of the change-aware crawl's crash series (into a file, a dataset and the two
 * databases): one site of 240 small pages, crawled at 300 pages a second, so that a run lasts long enough
 * for each kill to land mid-run.
 */
import { SMALL_PAGES } from '../small-pages.js';

/** The emulator of the series. */
export const CRASH_SITE = {
  seed: 8,
  site: { sites: 1, pagesPerSite: 240, failureRate: 0, sizes: SMALL_PAGES },
  scrape: { pagesPerSecond: 300, concurrency: 20, completionLagMs: 20 },
};

/** The crawl's start: the site and all of it. */
export const SITE = ['https://site-1.test/', '--allow-subdomains', '--crawl-entire-domain'];

/**
 * Journal lines (its header, verdicts and page marks: ~260 for the whole site) after which each run is
 * killed, then one run that finishes. The first kill comes before any page reached the output, the last
 * with most of the site journaled.
 */
export const KILL_AT = [1, 36, 120, 200];
