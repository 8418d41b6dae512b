import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
declare function developerSearch(context: RouteContext): Reply;
declare function searchPapers(context: RouteContext): Reply;
declare function getPaper(context: RouteContext): Reply;
declare function similarPapers(context: RouteContext): Reply;
export declare const researchRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/search/developer';
    readonly name: 'search.developer';
    readonly cloudOnly: true;
    readonly handle: typeof developerSearch;
}, {
    readonly method: 'GET';
    readonly path: '/search/research/papers';
    readonly name: 'research.papers';
    readonly cloudOnly: true;
    readonly handle: typeof searchPapers;
}, {
    readonly method: 'GET';
    readonly path: '/search/research/papers/:id';
    readonly name: 'research.paper';
    readonly cloudOnly: true;
    readonly handle: typeof getPaper;
}, {
    readonly method: 'GET';
    readonly path: '/search/research/papers/:id/similar';
    readonly name: 'research.similar';
    readonly cloudOnly: true;
    readonly handle: typeof similarPapers;
}];
export {};
