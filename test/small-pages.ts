/**
 * Page sizes of the synthetic web for tests whose checks do not depend on a page's size (runs killed and
 * resumed, daily re-crawls, monitors): 1–8 KB. The default sizes' tail of pages of hundreds of kilobytes
 * and megabytes, which the paging, sink and export tests cover, only made each of their runs longer: every
 * string of that size is fresh memory for the emulator and the program alike.
 */
export const SMALL_PAGES = [{ minBytes: 1_000, maxBytes: 8_000, weight: 1 }];
