/**
 * The service's tool catalogue: `callTools` executes up to ten tool calls in one `POST /v2/scrape` (its body
 * carries `alexandria` calls instead of a URL), `findTools` pages through the catalogue (providers, groups,
 * tools) by the `next` call each answer hands back. A failed call inside a batch comes back in its place
 * with its error and does not fail the others. Self-hosted servers have no catalogue: their answer is
 * reported as "not offered".
 */
import { randomUUID } from 'node:crypto';
import { EMPTY, expand, mergeMap } from 'rxjs';
import { BadRequestError, NotFoundError, RequestFailedError, ResponseDecodeError } from '../errors/errors.js';
import { parseInput } from '../schemas/parse-input.js';
import { FindToolsData, FindToolsOptions, ToolCallOptions, ToolCallResponse, ToolCalls, } from '../schemas/tools.js';
import { cancellable } from './abortable.js';
import { requestBody } from './request-body.js';
/** The SDK's wait for an execution: the service's cap of 50 s, plus 30 s for the answer to arrive. */
const MAX_EXECUTION_MS = 50_000;
const DELIVERY_MS = 30_000;
/**
 * Executes tool calls; emits each call's result in order, the total `creditsCost` and the ids, then
 * completes. The request id (a new UUID unless given) goes with every retry of the request, so the
 * service charges the execution once.
 *
 * @example
 * ```ts
 * client.tools.call([{ provider: 'firecrawl', capability: 'find-tools', options: { level: 'providers' } }])
 *   .subscribe(({ results, creditsCost }) => console.log(results.length, creditsCost));
 * ```
 */
export function callTools(transport, calls, options = {}) {
    return cancellable(async (signal) => {
        const alexandria = parseInput(ToolCalls, calls, 'tool calls');
        const { requestId = randomUUID(), timeout, integration, origin, } = parseInput(ToolCallOptions, options, 'tool call options');
        const body = {
            alexandria,
            ...(timeout === undefined ? {} : { timeout }),
            ...(integration?.trim() ? { integration: integration.trim() } : {}),
            ...(origin === undefined ? {} : { origin }),
        };
        const res = await requestBody(transport, {
            method: 'POST',
            path: '/v2/scrape',
            body,
            signal,
            requestId,
            // The request id makes a retry pay once, so the POST is retried as an idempotent one.
            retryUnsafe: true,
            timeoutMs: Math.min(timeout ?? MAX_EXECUTION_MS, MAX_EXECUTION_MS) + DELIVERY_MS,
        }, ToolCallResponse).catch((err) => {
            throw notOffered(err) ?? err;
        });
        const { data } = res.data;
        return [
            {
                scrapeId: res.data.scrape_id ?? '',
                requestId,
                results: data.alexandria,
                creditsCost: data.creditsCost,
            },
        ];
    });
}
/**
 * Emits the catalogue's items (providers, groups or tools, as `options.level` asks), one answer at a time,
 * following each answer's `next` call until there is none. A failed find fails the stream with the
 * service's error.
 *
 * @example
 * ```ts
 * client.tools.find({ level: 'tools', urls: ['https://github.com'] }).subscribe((tool) => console.log(tool.id));
 * ```
 */
export function findTools(transport, options = {}) {
    const first = { provider: 'firecrawl', capability: 'find-tools', options: { ...options } };
    return cancellable(async () => [parseInput(FindToolsOptions, options, 'findTools options')]).pipe(mergeMap(() => findPage(transport, first)), expand((page) => (page.next ? findPage(transport, page.next) : EMPTY)), mergeMap((page) => page.items));
}
/** One answer of the catalogue listing. */
function findPage(transport, call) {
    return callTools(transport, [call]).pipe(mergeMap(async ({ results }) => {
        const result = results[0];
        if (!result)
            throw new RequestFailedError('find-tools answered no result', { status: 200 });
        if (result.error) {
            throw new RequestFailedError(`find-tools failed: ${result.error.message}`, {
                status: result.error.status ?? 200,
                code: result.error.code,
            });
        }
        const page = FindToolsData.safeParse(result.data);
        if (!page.success) {
            throw new ResponseDecodeError(`find-tools answered a listing of another shape: ${page.error.message}`, {
                method: 'POST',
                path: '/v2/scrape',
                status: 200,
                code: 'UNEXPECTED_SHAPE',
            });
        }
        return page.data;
    }));
}
/**
 * A server without the catalogue (self-hosted builds) reads the body as a scrape that lacks its URL and has
 * an unknown key: a 400 about `url` or `alexandria`. That is "not offered", as a missing route is.
 */
function notOffered(err) {
    if (!(err instanceof BadRequestError))
        return undefined;
    const details = JSON.stringify(err.details ?? '');
    if (!/alexandria|"url"/.test(details))
        return undefined;
    return new NotFoundError('POST /v2/scrape with alexandria calls is refused as a scrape without a URL: this server does not offer the tool catalogue (self-hosted servers have none).', { status: 404, code: 'ROUTE_NOT_FOUND', method: 'POST', path: '/v2/scrape', cause: err });
}
