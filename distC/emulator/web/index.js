/**
 * The synthetic web behind the emulator: seeded sites, their pages, and what crawl, scrape, map, search and
 * extract return over them.
 *
 * @packageDocumentation
 */
export { createSyntheticWeb } from './create-synthetic-web.js';
export { DEFAULT_SIZE_BUCKETS } from './options.js';
export { isScrapeFailure } from './render.js';
export { parseQuery } from './search-query.js';
export { SyntheticWebInputError } from './synthetic-web-input-error.js';
export { DEFAULT_CHANGE_RATES } from './web-versions.js';
