import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
declare function start(context: RouteContext): Reply;
declare function status(context: RouteContext): Reply;
declare function cancel(context: RouteContext): Reply;
declare function list(context: RouteContext): Reply;
declare function trace(context: RouteContext): Reply;
declare function snapshot(context: RouteContext): Reply;
declare function thread(context: RouteContext): Reply;
export declare const agentRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/agent';
    readonly name: 'agent.create';
    readonly cloudOnly: true;
    readonly handle: typeof start;
}, {
    readonly method: 'GET';
    readonly path: '/agent';
    readonly name: 'agent.list';
    readonly cloudOnly: true;
    readonly handle: typeof list;
}, {
    readonly method: 'GET';
    readonly path: '/agent/threads/:threadId';
    readonly name: 'agent.thread';
    readonly cloudOnly: true;
    readonly handle: typeof thread;
}, {
    readonly method: 'GET';
    readonly path: '/agent/:id';
    readonly name: 'agent.status';
    readonly cloudOnly: true;
    readonly handle: typeof status;
}, {
    readonly method: 'DELETE';
    readonly path: '/agent/:id';
    readonly name: 'agent.cancel';
    readonly cloudOnly: true;
    readonly handle: typeof cancel;
}, {
    readonly method: 'GET';
    readonly path: '/agent/:id/trace';
    readonly name: 'agent.trace';
    readonly cloudOnly: true;
    readonly handle: typeof trace;
}, {
    readonly method: 'GET';
    readonly path: '/agent/:id/snapshots/:snapshotId';
    readonly name: 'agent.snapshot';
    readonly cloudOnly: true;
    readonly handle: typeof snapshot;
}];
export {};
