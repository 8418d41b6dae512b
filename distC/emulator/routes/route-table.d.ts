export declare const ROUTE_TABLE: readonly [{
    readonly method: 'POST';
    readonly path: '/crawl';
    readonly name: 'crawl.create';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/crawl/active';
    readonly name: 'crawl.active';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/crawl/params-preview';
    readonly name: 'crawl.params-preview';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/crawl/:id';
    readonly name: 'crawl.status';
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/crawl/:id';
    readonly name: 'crawl.cancel';
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/crawl/:id/errors';
    readonly name: 'crawl.errors';
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/batch/scrape';
    readonly name: 'batch.create';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/batch/scrape/:id';
    readonly name: 'batch.status';
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/batch/scrape/:id';
    readonly name: 'batch.cancel';
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/batch/scrape/:id/errors';
    readonly name: 'batch.errors';
    readonly cloudOnly: true;
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/scrape';
    readonly name: 'scrape';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/search';
    readonly name: 'search';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/map';
    readonly name: 'map';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/extract';
    readonly name: 'extract.create';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/extract/:id';
    readonly name: 'extract.status';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/browser';
    readonly name: 'browser.create';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/browser';
    readonly name: 'browser.list';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/browser/:id/execute';
    readonly name: 'browser.execute';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/browser/:id';
    readonly name: 'browser.delete';
    readonly cloudOnly: true;
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/browser';
    readonly name: 'browser.delete';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/credit-usage';
    readonly name: 'team.credit-usage';
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/credit-usage/historical';
    readonly name: 'team.credit-usage-historical';
    readonly cloudOnly: true;
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/token-usage';
    readonly name: 'team.token-usage';
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/token-usage/historical';
    readonly name: 'team.token-usage-historical';
    readonly cloudOnly: true;
    readonly handle: (c: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/queue-status';
    readonly name: 'team.queue-status';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/concurrency-check';
    readonly name: 'team.concurrency-check';
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/activity';
    readonly name: 'team.activity';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/monitor';
    readonly name: 'monitor.create';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/monitor';
    readonly name: 'monitor.list';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/monitor/:id';
    readonly name: 'monitor.get';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'PATCH';
    readonly path: '/monitor/:id';
    readonly name: 'monitor.update';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/monitor/:id';
    readonly name: 'monitor.delete';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/monitor/:id/run';
    readonly name: 'monitor.run';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/monitor/:id/checks';
    readonly name: 'monitor.checks';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/monitor/:id/checks/:checkId';
    readonly name: 'monitor.check';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/agent';
    readonly name: 'agent.create';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/agent';
    readonly name: 'agent.list';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/agent/threads/:threadId';
    readonly name: 'agent.thread';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/agent/:id';
    readonly name: 'agent.status';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/agent/:id';
    readonly name: 'agent.cancel';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/agent/:id/trace';
    readonly name: 'agent.trace';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/agent/:id/snapshots/:snapshotId';
    readonly name: 'agent.snapshot';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/scrape/:id';
    readonly name: 'scrape.status';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/scrape/:id/interact';
    readonly name: 'scrape.interact';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'DELETE';
    readonly path: '/scrape/:id/interact';
    readonly name: 'scrape.interact-stop';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/search/:id/feedback';
    readonly name: 'search.feedback';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/feedback';
    readonly name: 'feedback';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/search/developer';
    readonly name: 'search.developer';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/search/research/papers';
    readonly name: 'research.papers';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/search/research/papers/:id';
    readonly name: 'research.paper';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/search/research/papers/:id/similar';
    readonly name: 'research.similar';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/parse';
    readonly name: 'parse';
    readonly cloudOnly: true;
    readonly handle: (context: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'POST';
    readonly path: '/embeddings';
    readonly name: 'embeddings';
    readonly api: 'v1';
    readonly keyless: true;
    readonly handle: ({ body }: import("./route-context.js").RouteContext) => import("../http-reply.js").Reply;
}, {
    readonly method: 'GET';
    readonly path: '/models';
    readonly name: 'models';
    readonly api: 'v1';
    readonly keyless: true;
    readonly handle: () => import("../http-reply.js").Reply;
}];
/** One route of the table. */
export type TableRoute = (typeof ROUTE_TABLE)[number];
/** A route's name. */
export type RouteName = TableRoute['name'];
/** Every route name, once, in the table's order. */
export declare const ROUTE_NAMES: readonly RouteName[];
