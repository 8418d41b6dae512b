import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
/** `POST /scrape`: the document of one URL. */
declare function scrape(context: RouteContext): Reply;
/** `POST /search`. Credits: 2 per 10 results, plus 1 per scraped result, as the service bills. */
declare function search(context: RouteContext): Reply;
/** Simulated time a map takes: 50 ms plus 0.2 ms per link found; a smaller `timeout` gives 408. */
export declare function mapDurationMs(links: number): number;
/** `POST /map`. */
declare function map(context: RouteContext): Reply;
/** `POST /extract`: starts a job that finishes after `scrape.extractMs`. */
declare function startExtract(context: RouteContext): Reply;
/** `GET /extract/{id}`. */
declare function extractStatus(context: RouteContext): Reply;
/** Scrape, search, map and extract routes. */
export declare const contentRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/scrape';
    readonly name: 'scrape';
    readonly handle: typeof scrape;
}, {
    readonly method: 'POST';
    readonly path: '/search';
    readonly name: 'search';
    readonly handle: typeof search;
}, {
    readonly method: 'POST';
    readonly path: '/map';
    readonly name: 'map';
    readonly handle: typeof map;
}, {
    readonly method: 'POST';
    readonly path: '/extract';
    readonly name: 'extract.create';
    readonly handle: typeof startExtract;
}, {
    readonly method: 'GET';
    readonly path: '/extract/:id';
    readonly name: 'extract.status';
    readonly handle: typeof extractStatus;
}];
export {};
