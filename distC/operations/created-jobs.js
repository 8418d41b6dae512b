/**
 * Finding the job a start created when the answer naming it was lost: among the running crawls
 * (`GET /v2/crawl/active`), and in the team's activity log (`GET /v2/team/activity`), which also lists
 * crawls that have ended and batch scrapes. A job matches when it has the request's URL (a batch scrape: its
 * first URL) and was created after the request was sent, less the clock skew allowed between client and
 * service. Exactly one match is the client's own; several cannot be told apart.
 */
import { filter, map, Subscription, takeWhile, toArray } from 'rxjs';
import { ActiveCrawlsResponse } from '../schemas/index.js';
import { requestBody } from './request-body.js';
import { activity } from './team.js';
/** How far the service's clock may be behind ours when matching `created_at`. */
const CLOCK_SKEW_MS = 60_000;
/** The URL a start of `kind` is listed under: a crawl's `url`, a batch scrape's first URL. */
export function startUrl(kind, payload) {
    const body = payload;
    const url = kind === 'crawl' ? body?.url : Array.isArray(body?.urls) ? body.urls[0] : undefined;
    return typeof url === 'string' ? url : '(no url)';
}
/**
 * The change-tracking tag a start's payload carries (a change-aware pipeline's: its name and where its
 * state is), which the running crawls list in their options: a tag of the run's own pipeline.
 */
export function trackingTag(payload) {
    const formats = payload?.scrapeOptions?.formats;
    if (!Array.isArray(formats))
        return undefined;
    const tracking = formats.find((f) => f?.type === 'changeTracking');
    return typeof tracking?.tag === 'string' ? tracking.tag : undefined;
}
/** The running crawls of `url` created since `since` (with `tag`: whose options carry that tag). */
export async function runningCrawls(transport, url, since, signal, tag) {
    const res = await requestBody(transport, { method: 'GET', path: '/v2/crawl/active', signal }, ActiveCrawlsResponse);
    return res.data.crawls
        .filter((c) => sameUrl(c.url, url) && createdSince(c.created_at, since))
        .filter((c) => tag === undefined || trackingTag(c.options) === tag)
        .map((c) => ({ success: true, id: c.id, url: c.url }));
}
/**
 * The starts of `kind` on `url` the team's activity log lists since `since`, running or ended. The log is
 * newest first: it is read only as far back as `since`.
 */
export function loggedStarts(transport, kind, url, since, signal) {
    const starts = activity(transport, {
        endpoint: kind === 'crawl' ? 'crawl' : 'batch_scrape',
        limit: 100,
    }).pipe(takeWhile((entry) => createdSince(entry.created_at, since)), filter((entry) => typeof entry.target === 'string' && sameUrl(entry.target, url)), map((entry) => ({ success: true, id: entry.id, url })), toArray());
    return untilAborted(starts, signal);
}
/** The value `source` emits, or `signal`'s reason once it aborts, which cancels the read in flight. */
function untilAborted(source, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted)
            return reject(signal.reason);
        // Listening before subscribing: a source that ends at once then removes the listener it would otherwise
        // leave on the signal.
        const subscription = new Subscription();
        const onAbort = () => {
            subscription.unsubscribe();
            reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        subscription.add(source.subscribe({
            next: resolve,
            error: (err) => {
                signal.removeEventListener('abort', onAbort);
                reject(err);
            },
            complete: () => signal.removeEventListener('abort', onAbort),
        }));
    });
}
function createdSince(createdAt, since) {
    return createdAt ? Date.parse(createdAt) >= since - CLOCK_SKEW_MS : false;
}
function sameUrl(a, b) {
    return a === b || normalise(a) === normalise(b);
}
function normalise(url) {
    try {
        return new URL(url).href;
    }
    catch {
        return url;
    }
}
