/**
 * What follows a scrape or a search: read a scrape again by its id, drive the browser it ran in, and rate a
 * search's results.
 */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { BrowserDeleteResponse, BrowserExecuteResult, type Document } from '../schemas/index.js';
import { FeedbackRequest, FeedbackResponse, InteractRequest, SearchFeedbackRequest } from '../schemas/scrape-job.js';
/** `GET /v2/scrape/{id}`: a scrape's document again, by the `metadata.scrapeId` it came with. */
export declare function scrapeStatus(transport: Transport, scrapeId: string): Observable<Document>;
/**
 * Runs code (or a task in words, `prompt`) in the browser a scrape ran in (`POST /v2/scrape/{id}/interact`);
 * emits the result. A failed run is a {@link BrowserExecutionError}, as for browser sessions. Not retried
 * once sent: running code twice is not the same as once.
 */
export declare function interact(transport: Transport, scrapeId: string, request: InteractRequest): Observable<BrowserExecuteResult>;
/** Closes the browser of a scrape (`DELETE /v2/scrape/{id}/interact`); emits what it was billed. */
export declare function stopInteraction(transport: Transport, scrapeId: string): Observable<BrowserDeleteResponse>;
/**
 * Rates a search's results (`POST /v2/search/{id}/feedback`), by the `id` a search answered with (see the
 * search's `onSearch`). The service may refund the search's credits; `creditsRefunded` says how many.
 */
export declare function searchFeedback(transport: Transport, searchId: string, request: SearchFeedbackRequest): Observable<FeedbackResponse>;
/**
 * Rates the results of any call (`POST /v2/feedback`): a search, a scrape (its `metadata.scrapeId`), a map
 * or a parse, by `endpoint` and `jobId`. The service may refund credits; `creditsRefunded` says how many.
 */
export declare function feedback(transport: Transport, request: FeedbackRequest): Observable<FeedbackResponse>;
