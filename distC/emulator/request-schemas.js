import * as z from 'zod';
import { BatchScrapeRequest, BrowserCreateRequest, BrowserExecuteRequest, CrawlParamsPreviewRequest, CrawlRequest, ExtractRequest, MapRequest, ScrapeRequest, SearchRequest, } from '../schemas/index.js';
/*
 * Request schemas of the routes the emulator serves. They are the library's own strict schemas, so
 * the emulator refuses exactly what the client would refuse; unknown keys are a 400 as on the service.
 * The service also takes `origin` and `integration`, which its own SDKs add to every body to say who
 * called (`origin: "js-sdk@4.x"`): accepted here too, so code written with those SDKs runs against the
 * emulator. The client never sends them on these routes, so its schemas do not offer them there (the
 * browser bodies are parsed leniently, as on the service, and drop them).
 */
const callerTags = {
    origin: z.string().optional(),
    integration: z.string().optional(),
};
/** `POST /crawl`. */
export const crawlRequestSchema = CrawlRequest.extend(callerTags);
/** `POST /batch/scrape`. */
export const batchScrapeRequestSchema = BatchScrapeRequest.extend(callerTags);
/** `POST /scrape`. */
export const scrapeRequestSchema = ScrapeRequest.extend(callerTags);
/** `POST /search`. */
export const searchRequestSchema = SearchRequest.extend(callerTags);
/** `POST /map`. */
export const mapRequestSchema = MapRequest.extend(callerTags);
/** `POST /browser`. */
export const browserCreateRequestSchema = BrowserCreateRequest;
/** `POST /browser/{id}/execute`. */
export const browserExecuteRequestSchema = BrowserExecuteRequest;
/** `POST /extract`. */
export const extractRequestSchema = ExtractRequest.extend(callerTags);
/** `POST /crawl/params-preview`. */
export const crawlParamsPreviewSchema = CrawlParamsPreviewRequest.extend(callerTags);
/** `DELETE /browser` with a body. */
export const browserDeleteRequestSchema = z.strictObject({ id: z.string().min(1) });
