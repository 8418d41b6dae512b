import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
/** Whether a scrape body asks for tool calls. */
export declare function isToolsBody(body: unknown): boolean;
/** Answers a tool execution. */
export declare function executeTools(context: RouteContext): Reply;
