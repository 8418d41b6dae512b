import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
/** `POST /browser`. */
declare function create(context: RouteContext): Reply;
/** `GET /browser?status=active|destroyed`. */
declare function list(context: RouteContext): Reply;
/** `POST /browser/{id}/execute`: a deterministic simulation, no code runs. */
declare function execute(context: RouteContext): Reply;
/** `DELETE /browser` with a body `{id}`. */
declare function destroyByBody(context: RouteContext): Reply;
/** Browser session routes. */
export declare const browserRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/browser';
    readonly name: 'browser.create';
    readonly cloudOnly: true;
    readonly handle: typeof create;
}, {
    readonly method: 'GET';
    readonly path: '/browser';
    readonly name: 'browser.list';
    readonly cloudOnly: true;
    readonly handle: typeof list;
}, {
    readonly method: 'POST';
    readonly path: '/browser/:id/execute';
    readonly name: 'browser.execute';
    readonly cloudOnly: true;
    readonly handle: typeof execute;
}, {
    readonly method: 'DELETE';
    readonly path: '/browser/:id';
    readonly name: 'browser.delete';
    readonly cloudOnly: true;
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/browser';
    readonly name: 'browser.delete';
    readonly cloudOnly: true;
    readonly handle: typeof destroyByBody;
}];
export {};
