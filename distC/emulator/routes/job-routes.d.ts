import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
/** `POST /crawl`. */
declare function createCrawl(context: RouteContext): Reply;
/** `POST /batch/scrape`. */
declare function createBatch(context: RouteContext): Reply;
/** `POST /crawl/params-preview`: the crawler options a prompt would generate, without starting a crawl. */
declare function paramsPreview(context: RouteContext): Reply;
/** `GET /crawl/active`: the running crawls of the team. */
declare function active(context: RouteContext): Reply;
/** Crawl and batch scrape routes. `/crawl/active` precedes `/crawl/:id` so it is not read as an id. */
export declare const jobRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/crawl';
    readonly name: 'crawl.create';
    readonly handle: typeof createCrawl;
}, {
    readonly method: 'GET';
    readonly path: '/crawl/active';
    readonly name: 'crawl.active';
    readonly handle: typeof active;
}, {
    readonly method: 'POST';
    readonly path: '/crawl/params-preview';
    readonly name: 'crawl.params-preview';
    readonly cloudOnly: true;
    readonly handle: typeof paramsPreview;
}, {
    readonly method: 'GET';
    readonly path: '/crawl/:id';
    readonly name: 'crawl.status';
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/crawl/:id';
    readonly name: 'crawl.cancel';
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'GET';
    readonly path: '/crawl/:id/errors';
    readonly name: 'crawl.errors';
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'POST';
    readonly path: '/batch/scrape';
    readonly name: 'batch.create';
    readonly handle: typeof createBatch;
}, {
    readonly method: 'GET';
    readonly path: '/batch/scrape/:id';
    readonly name: 'batch.status';
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/batch/scrape/:id';
    readonly name: 'batch.cancel';
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'GET';
    readonly path: '/batch/scrape/:id/errors';
    readonly name: 'batch.errors';
    readonly cloudOnly: true;
    readonly handle: (c: RouteContext) => Reply;
}];
export {};
