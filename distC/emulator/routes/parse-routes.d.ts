import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
declare function parse(context: RouteContext): Reply;
export declare const parseRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/parse';
    readonly name: 'parse';
    readonly cloudOnly: true;
    readonly handle: typeof parse;
}];
export {};
