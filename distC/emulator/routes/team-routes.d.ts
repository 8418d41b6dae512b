import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
/** `GET /team/queue-status`: every running job's pages, waiting and being scraped. */
declare function queueStatus(context: RouteContext): Reply;
/**
 * `GET /concurrency-check`. A self-hosted build without a database answers 500: the team's concurrency
 * record it reads is not there (seen on the 2025 open-source server).
 */
declare function concurrencyCheck(context: RouteContext): Reply;
/** `GET /team/activity`: 501 without an analytics store, as a self-hosted 2026 build answers. */
declare function activity(context: RouteContext): Reply;
/**
 * Team usage routes. A self-hosted 2025 build answers `credit-usage` and `token-usage` from its mock of the
 * team, fails `concurrency-check` with 500, and lacks the others.
 */
export declare const teamRoutes: readonly [{
    readonly method: 'GET';
    readonly path: '/team/credit-usage';
    readonly name: 'team.credit-usage';
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/credit-usage/historical';
    readonly name: 'team.credit-usage-historical';
    readonly cloudOnly: true;
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/token-usage';
    readonly name: 'team.token-usage';
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/token-usage/historical';
    readonly name: 'team.token-usage-historical';
    readonly cloudOnly: true;
    readonly handle: (c: RouteContext) => Reply;
}, {
    readonly method: 'GET';
    readonly path: '/team/queue-status';
    readonly name: 'team.queue-status';
    readonly cloudOnly: true;
    readonly handle: typeof queueStatus;
}, {
    readonly method: 'GET';
    readonly path: '/concurrency-check';
    readonly name: 'team.concurrency-check';
    readonly handle: typeof concurrencyCheck;
}, {
    readonly method: 'GET';
    readonly path: '/team/activity';
    readonly name: 'team.activity';
    readonly cloudOnly: true;
    readonly handle: typeof activity;
}];
export {};
