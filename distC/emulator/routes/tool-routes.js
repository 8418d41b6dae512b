/**
 * `POST /scrape` with `alexandria` calls instead of a URL: the tool catalogue's executions (the cloud
 * service only; a self-hosted server reads the body as a scrape without its URL). The request's
 * `x-request-id` makes an execution pay once: the same id with the same body answers the first answer
 * again without a charge; with another body, 409.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { MAX_TOOL_CALLS, ToolCall } from '../../schemas/tools.js';
import { errorReply } from '../http-reply.js';
import { paymentRequired } from '../team/payment.js';
import { findTools } from '../tools/find-tools.js';
import { runTool } from '../tools/run-tool.js';
import { validateBody } from '../validate-body.js';
const ToolsBody = z.strictObject({
    alexandria: z.array(ToolCall).min(1).max(MAX_TOOL_CALLS),
    timeout: z.int().positive().optional(),
    integration: z.string().optional(),
    origin: z.string().optional(),
});
/** Whether a scrape body asks for tool calls. */
export function isToolsBody(body) {
    return typeof body === 'object' && body !== null && 'alexandria' in body;
}
/** Answers a tool execution. */
export function executeTools(context) {
    const checked = validateBody(ToolsBody, context.body);
    if (!checked.ok)
        return checked.reply;
    const { state } = context;
    const header = context.req.headers['x-request-id'];
    const requestId = typeof header === 'string' && header !== '' ? header : state.newId(context.now);
    const payload = createHash('sha256').update(JSON.stringify(checked.value)).digest('hex');
    const earlier = state.tools.executions.get(requestId);
    if (earlier) {
        if (earlier.payload !== payload) {
            return errorReply(409, 'This request id was already used with another payload.', {
                code: 'REQUEST_ID_REUSED',
            });
        }
        return { status: 200, chunks: [Buffer.from(earlier.reply)] };
    }
    const runs = checked.value.alexandria.map((call) => call.provider === 'firecrawl' && call.capability === 'find-tools'
        ? {
            result: {
                ...call,
                creditsCost: 0,
                data: findTools(state.tools.catalogue, (call.options ?? {})),
            },
            credits: 0,
        }
        : runTool(state.tools.catalogue, call, { seed: state.options.seed, web: state.web, now: context.now }));
    const creditsCost = runs.reduce((sum, run) => sum + run.credits, 0);
    const unpaid = paymentRequired(state.credits, creditsCost);
    if (unpaid)
        return unpaid;
    state.credits?.charge(creditsCost, context.now);
    const scrapeId = state.newId(context.now);
    const reply = JSON.stringify({
        success: true,
        scrape_id: scrapeId,
        data: { alexandria: runs.map((run) => run.result), creditsCost },
    });
    state.tools.executions.set(requestId, { payload, reply });
    return { status: 200, chunks: [Buffer.from(reply)] };
}
