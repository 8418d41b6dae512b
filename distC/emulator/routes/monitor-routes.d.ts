import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
declare function create(context: RouteContext): Reply;
declare function list(context: RouteContext): Reply;
declare function get(context: RouteContext): Reply;
declare function update(context: RouteContext): Reply;
declare function remove(context: RouteContext): Reply;
declare function run(context: RouteContext): Reply;
declare function checks(context: RouteContext): Reply;
declare function check(context: RouteContext): Reply;
export declare const monitorRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/monitor';
    readonly name: 'monitor.create';
    readonly cloudOnly: true;
    readonly handle: typeof create;
}, {
    readonly method: 'GET';
    readonly path: '/monitor';
    readonly name: 'monitor.list';
    readonly cloudOnly: true;
    readonly handle: typeof list;
}, {
    readonly method: 'GET';
    readonly path: '/monitor/:id';
    readonly name: 'monitor.get';
    readonly cloudOnly: true;
    readonly handle: typeof get;
}, {
    readonly method: 'PATCH';
    readonly path: '/monitor/:id';
    readonly name: 'monitor.update';
    readonly cloudOnly: true;
    readonly handle: typeof update;
}, {
    readonly method: 'DELETE';
    readonly path: '/monitor/:id';
    readonly name: 'monitor.delete';
    readonly cloudOnly: true;
    readonly handle: typeof remove;
}, {
    readonly method: 'POST';
    readonly path: '/monitor/:id/run';
    readonly name: 'monitor.run';
    readonly cloudOnly: true;
    readonly handle: typeof run;
}, {
    readonly method: 'GET';
    readonly path: '/monitor/:id/checks';
    readonly name: 'monitor.checks';
    readonly cloudOnly: true;
    readonly handle: typeof checks;
}, {
    readonly method: 'GET';
    readonly path: '/monitor/:id/checks/:checkId';
    readonly name: 'monitor.check';
    readonly cloudOnly: true;
    readonly handle: typeof check;
}];
export {};
