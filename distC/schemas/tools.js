/**
 * The service's tool catalogue ("Alexandria"): executing tools is a `POST /v2/scrape` whose body carries
 * `alexandria` calls instead of a URL; finding tools is one such call (provider `firecrawl`, capability
 * `find-tools`). Request rules as the official SDK checks them: 1 to 10 calls, a non-empty `provider` and
 * `capability`, no other key in a call, `options` an object, `timeout` a positive integer, and a request id
 * of `[A-Za-z0-9._:-]{1,128}`.
 */
import * as z from 'zod';
/** Most calls one execution carries. */
export const MAX_TOOL_CALLS = 10;
const NonBlank = z
    .string()
    .refine((s) => s.trim() !== '', 'must not be empty')
    .transform((s) => s.trim());
/** One tool call: which provider's capability, with its options. */
export const ToolCall = z.strictObject({
    provider: NonBlank,
    capability: NonBlank,
    options: z.record(z.string(), z.unknown()).optional(),
});
/** The calls of one execution: 1 to 10. */
export const ToolCalls = z
    .array(ToolCall)
    .min(1, 'at least one call')
    .max(MAX_TOOL_CALLS, `at most ${MAX_TOOL_CALLS} calls`);
/** The request id a retry repeats so that one execution is paid once. */
export const ToolRequestId = z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be 1 to 128 of A-Z a-z 0-9 . _ : -');
/** Options of one execution. */
export const ToolCallOptions = z.strictObject({
    /** Repeat it, with the identical calls, on a retry: the service then charges once. @default a new UUID */
    requestId: ToolRequestId.optional(),
    /** Milliseconds the service may spend; the wait is capped at 50,000 ms plus 30,000 ms of delivery. */
    timeout: z.int().positive().optional(),
    integration: z.string().optional(),
    origin: z.string().optional(),
});
/** What `findTools` looks for; every field optional. */
export const FindToolsOptions = z.strictObject({
    urls: z.array(z.string()).optional(),
    providers: z.array(z.string()).optional(),
    categories: z.array(z.string()).optional(),
    groups: z.array(z.string()).optional(),
    capabilities: z.array(z.string()).optional(),
    level: z.enum(['providers', 'groups', 'tools']).optional(),
    expand: z.array(z.enum(['options', 'response', 'examples'])).optional(),
    limit: z.int().positive().optional(),
    offset: z.int().min(0).optional(),
});
/** A call the answer hands back: the next page of a listing, or how to execute a tool. */
const CallRef = z.looseObject({
    provider: z.string(),
    capability: z.string(),
    options: z.record(z.string(), z.unknown()).optional(),
});
/** One call's result: its data and what it cost, or its error (a failed call fails only itself). */
export const ToolResult = z.union([
    z.looseObject({
        provider: z.string(),
        capability: z.string(),
        creditsCost: z.number(),
        data: z.unknown(),
        records: z.number().optional(),
        upstreamStatus: z.number().optional(),
        recordedAt: z.string().optional(),
        error: z.undefined().optional(),
    }),
    z.looseObject({
        provider: z.string().optional(),
        capability: z.string().optional(),
        error: z.looseObject({
            code: z.string(),
            message: z.string(),
            status: z.number().optional(),
            chargeId: z.string().optional(),
        }),
    }),
]);
/** Answer to a tool execution (`POST /v2/scrape` with `alexandria`). */
export const ToolCallResponse = z.looseObject({
    success: z.literal(true),
    scrape_id: z.string().optional(),
    data: z.looseObject({
        alexandria: z.array(ToolResult),
        creditsCost: z.int().min(0),
    }),
});
/** One item of a catalogue listing: a provider, a group or a tool. */
export const ToolItem = z.looseObject({
    id: z.string(),
    name: z.string(),
    next: CallRef.optional(),
    execute: z.looseObject({ provider: z.string(), capability: z.string() }).optional(),
});
/** The `data` of a `find-tools` call: one page of the listing. */
export const FindToolsData = z.looseObject({
    level: z.enum(['providers', 'groups', 'tools']),
    items: z.array(ToolItem),
    total: z.number(),
    next: CallRef.nullable(),
});
/** A tool the service found for a scraped page or a search (`domainTools`, the `alexandria` source). */
export const DiscoveredTool = z.looseObject({
    provider: z.string(),
    capability: z.string(),
    description: z.string(),
    id: z.string().optional(),
    name: z.string().optional(),
    creditsCost: z.number().optional(),
    perRecord: z.boolean().optional(),
    options: z
        .array(z.looseObject({ name: z.string(), type: z.string(), required: z.boolean().optional() }))
        .optional(),
    requiresOneOf: z.array(z.array(z.string())).optional(),
    response: z.unknown().optional(),
    next: CallRef.optional(),
});
