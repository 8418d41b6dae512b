/**
 * The synthetic web behind the emulator: seeded sites, their pages, and what crawl, scrape, map, search and
 * extract return over them.
 *
 * @packageDocumentation
 */
export { createSyntheticWeb } from './create-synthetic-web.js';
export { SyntheticWebInputError } from './extract.js';
export { DEFAULT_SIZE_BUCKETS } from './options.js';
export { isScrapeFailure } from './render.js';
export { type ParsedQuery, parseQuery } from './search-query.js';
export type * from './types.js';
