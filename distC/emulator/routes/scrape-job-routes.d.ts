import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
declare function scrapeStatus(context: RouteContext): Reply;
declare function interact(context: RouteContext): Reply;
declare function stopInteraction(context: RouteContext): Reply;
declare function searchFeedback(context: RouteContext): Reply;
/**
 * `POST /feedback`: a search's rating refunds as `/search/{id}/feedback` does; a scrape's needs a scrape the
 * emulator remembers; a map's or a parse's is taken as given. Each call is rated once.
 */
declare function feedback(context: RouteContext): Reply;
export declare const scrapeJobRoutes: readonly [{
    readonly method: 'GET';
    readonly path: '/scrape/:id';
    readonly name: 'scrape.status';
    readonly cloudOnly: true;
    readonly handle: typeof scrapeStatus;
}, {
    readonly method: 'POST';
    readonly path: '/scrape/:id/interact';
    readonly name: 'scrape.interact';
    readonly cloudOnly: true;
    readonly handle: typeof interact;
}, {
    readonly method: 'DELETE';
    readonly path: '/scrape/:id/interact';
    readonly name: 'scrape.interact-stop';
    readonly cloudOnly: true;
    readonly handle: typeof stopInteraction;
}, {
    readonly method: 'POST';
    readonly path: '/search/:id/feedback';
    readonly name: 'search.feedback';
    readonly cloudOnly: true;
    readonly handle: typeof searchFeedback;
}, {
    readonly method: 'POST';
    readonly path: '/feedback';
    readonly name: 'feedback';
    readonly cloudOnly: true;
    readonly handle: typeof feedback;
}];
export {};
