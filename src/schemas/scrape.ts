/**
 * Single-page scrape: `POST /v2/scrape`.
 */
import { z } from 'zod';
import { Document } from './document.js';
import { HttpUrl, scrapeOptionsShape, waitForRule, waitForWithinTimeout } from './shared.js';

/** Body of `POST /v2/scrape`: the URL plus scrape options at the top level. */
export const ScrapeRequest = z
  .strictObject({ url: HttpUrl, ...scrapeOptionsShape, zeroDataRetention: z.boolean().optional() })
  .refine(waitForWithinTimeout, waitForRule);
/** Body of `POST /v2/scrape`. */
export type ScrapeRequest = z.infer<typeof ScrapeRequest>;

/** Answer to `POST /v2/scrape`. */
export const ScrapeResponse = z.looseObject({
  success: z.boolean(),
  data: Document,
  warning: z.string().nullish(),
});
/** Answer to `POST /v2/scrape`. */
export type ScrapeResponse = z.infer<typeof ScrapeResponse>;
