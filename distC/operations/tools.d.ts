import { type Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { FindToolsOptions, type ToolCall, ToolCallOptions, type ToolCallResult, type ToolItem } from '../schemas/tools.js';
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
export declare function callTools(transport: Transport, calls: readonly ToolCall[], options?: ToolCallOptions): Observable<ToolCallResult>;
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
export declare function findTools(transport: Transport, options?: FindToolsOptions): Observable<ToolItem>;
