import { BrowserExecutionError } from '../errors/errors.js';
import { BrowserDeleteResponse, BrowserExecuteResult, JobId, ScrapeResponse, } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { FeedbackRequest, FeedbackResponse, InteractRequest, SearchFeedbackRequest, } from '../schemas/scrape-job.js';
import { abortable } from './abortable.js';
import { requestBody } from './request-body.js';
function scrapePath(scrapeId) {
    return `/v2/scrape/${encodeURIComponent(parseInput(JobId, scrapeId, 'scrape id'))}`;
}
/** `GET /v2/scrape/{id}`: a scrape's document again, by the `metadata.scrapeId` it came with. */
export function scrapeStatus(transport, scrapeId) {
    return abortable(async (signal) => {
        const res = await requestBody(transport, { method: 'GET', path: scrapePath(scrapeId), signal }, ScrapeResponse);
        return [res.data.data];
    });
}
/**
 * Runs code (or a task in words, `prompt`) in the browser a scrape ran in (`POST /v2/scrape/{id}/interact`);
 * emits the result. A failed run is a {@link BrowserExecutionError}, as for browser sessions. Not retried
 * once sent: running code twice is not the same as once.
 */
export function interact(transport, scrapeId, request) {
    return abortable(async (signal) => {
        const path = `${scrapePath(scrapeId)}/interact`;
        const body = parseInput(InteractRequest, request, 'interact request');
        const res = await requestBody(transport, { method: 'POST', path, body, signal }, BrowserExecuteResult);
        const result = res.data;
        if (!result.success || result.error || result.killed) {
            throw new BrowserExecutionError(`The code run in scrape ${scrapeId}'s browser failed: ${result.error ?? result.stderr ?? `exit code ${result.exitCode}`}`, { result, sessionId: scrapeId, method: 'POST', path, code: 'EXECUTION_FAILED' });
        }
        return [result];
    });
}
/** Closes the browser of a scrape (`DELETE /v2/scrape/{id}/interact`); emits what it was billed. */
export function stopInteraction(transport, scrapeId) {
    return abortable(async (signal) => {
        const path = `${scrapePath(scrapeId)}/interact`;
        const res = await requestBody(transport, { method: 'DELETE', path, signal }, BrowserDeleteResponse);
        return [res.data];
    });
}
/**
 * Rates a search's results (`POST /v2/search/{id}/feedback`), by the `id` a search answered with (see the
 * search's `onSearch`). The service may refund the search's credits; `creditsRefunded` says how many.
 */
export function searchFeedback(transport, searchId, request) {
    return abortable(async (signal) => {
        const id = encodeURIComponent(parseInput(JobId, searchId, 'search id'));
        const body = parseInput(SearchFeedbackRequest, request, 'search feedback');
        const res = await requestBody(transport, { method: 'POST', path: `/v2/search/${id}/feedback`, body, signal }, FeedbackResponse);
        return [res.data];
    });
}
/**
 * Rates the results of any call (`POST /v2/feedback`): a search, a scrape (its `metadata.scrapeId`), a map
 * or a parse, by `endpoint` and `jobId`. The service may refund credits; `creditsRefunded` says how many.
 */
export function feedback(transport, request) {
    return abortable(async (signal) => {
        const body = parseInput(FeedbackRequest, request, 'feedback');
        const res = await requestBody(transport, { method: 'POST', path: '/v2/feedback', body, signal }, FeedbackResponse);
        return [res.data];
    });
}
