/**
 * The service's tool catalogue ("Alexandria"): executing tools is a `POST /v2/scrape` whose body carries
 * `alexandria` calls instead of a URL; finding tools is one such call (provider `firecrawl`, capability
 * `find-tools`). Request rules as the official SDK checks them: 1 to 10 calls, a non-empty `provider` and
 * `capability`, no other key in a call, `options` an object, `timeout` a positive integer, and a request id
 * of `[A-Za-z0-9._:-]{1,128}`.
 */
import * as z from 'zod';
/** Most calls one execution carries. */
export declare const MAX_TOOL_CALLS = 10;
/** One tool call: which provider's capability, with its options. */
export declare const ToolCall: z.ZodObject<{
    provider: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
    capability: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
    options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>;
/** One tool call. */
export type ToolCall = z.input<typeof ToolCall>;
/** The calls of one execution: 1 to 10. */
export declare const ToolCalls: z.ZodArray<z.ZodObject<{
    provider: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
    capability: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
    options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>>;
/** The request id a retry repeats so that one execution is paid once. */
export declare const ToolRequestId: z.ZodString;
/** Options of one execution. */
export declare const ToolCallOptions: z.ZodObject<{
    requestId: z.ZodOptional<z.ZodString>;
    timeout: z.ZodOptional<z.ZodInt>;
    integration: z.ZodOptional<z.ZodString>;
    origin: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** Options of one execution. */
export type ToolCallOptions = z.input<typeof ToolCallOptions>;
/** What `findTools` looks for; every field optional. */
export declare const FindToolsOptions: z.ZodObject<{
    urls: z.ZodOptional<z.ZodArray<z.ZodString>>;
    providers: z.ZodOptional<z.ZodArray<z.ZodString>>;
    categories: z.ZodOptional<z.ZodArray<z.ZodString>>;
    groups: z.ZodOptional<z.ZodArray<z.ZodString>>;
    capabilities: z.ZodOptional<z.ZodArray<z.ZodString>>;
    level: z.ZodOptional<z.ZodEnum<{
        groups: "groups";
        providers: "providers";
        tools: "tools";
    }>>;
    expand: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        examples: "examples";
        options: "options";
        response: "response";
    }>>>;
    limit: z.ZodOptional<z.ZodInt>;
    offset: z.ZodOptional<z.ZodInt>;
}, z.core.$strict>;
/** What `findTools` looks for. */
export type FindToolsOptions = z.infer<typeof FindToolsOptions>;
/** One call's result: its data and what it cost, or its error (a failed call fails only itself). */
export declare const ToolResult: z.ZodUnion<readonly [z.ZodObject<{
    provider: z.ZodString;
    capability: z.ZodString;
    creditsCost: z.ZodNumber;
    data: z.ZodUnknown;
    records: z.ZodOptional<z.ZodNumber>;
    upstreamStatus: z.ZodOptional<z.ZodNumber>;
    recordedAt: z.ZodOptional<z.ZodString>;
    error: z.ZodOptional<z.ZodUndefined>;
}, z.core.$loose>, z.ZodObject<{
    provider: z.ZodOptional<z.ZodString>;
    capability: z.ZodOptional<z.ZodString>;
    error: z.ZodObject<{
        code: z.ZodString;
        message: z.ZodString;
        status: z.ZodOptional<z.ZodNumber>;
        chargeId: z.ZodOptional<z.ZodString>;
    }, z.core.$loose>;
}, z.core.$loose>]>;
/** One call's result. */
export type ToolResult = z.infer<typeof ToolResult>;
/** Answer to a tool execution (`POST /v2/scrape` with `alexandria`). */
export declare const ToolCallResponse: z.ZodObject<{
    success: z.ZodLiteral<true>;
    scrape_id: z.ZodOptional<z.ZodString>;
    data: z.ZodObject<{
        alexandria: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            provider: z.ZodString;
            capability: z.ZodString;
            creditsCost: z.ZodNumber;
            data: z.ZodUnknown;
            records: z.ZodOptional<z.ZodNumber>;
            upstreamStatus: z.ZodOptional<z.ZodNumber>;
            recordedAt: z.ZodOptional<z.ZodString>;
            error: z.ZodOptional<z.ZodUndefined>;
        }, z.core.$loose>, z.ZodObject<{
            provider: z.ZodOptional<z.ZodString>;
            capability: z.ZodOptional<z.ZodString>;
            error: z.ZodObject<{
                code: z.ZodString;
                message: z.ZodString;
                status: z.ZodOptional<z.ZodNumber>;
                chargeId: z.ZodOptional<z.ZodString>;
            }, z.core.$loose>;
        }, z.core.$loose>]>>;
        creditsCost: z.ZodInt;
    }, z.core.$loose>;
}, z.core.$loose>;
/** What an execution returns: each call's result in order, the total cost, and the ids. */
export interface ToolCallResult {
    scrapeId: string;
    requestId: string;
    results: ToolResult[];
    creditsCost: number;
}
/** One item of a catalogue listing: a provider, a group or a tool. */
export declare const ToolItem: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    next: z.ZodOptional<z.ZodObject<{
        provider: z.ZodString;
        capability: z.ZodString;
        options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$loose>>;
    execute: z.ZodOptional<z.ZodObject<{
        provider: z.ZodString;
        capability: z.ZodString;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** One item of a catalogue listing. */
export type ToolItem = z.infer<typeof ToolItem>;
/** The `data` of a `find-tools` call: one page of the listing. */
export declare const FindToolsData: z.ZodObject<{
    level: z.ZodEnum<{
        groups: "groups";
        providers: "providers";
        tools: "tools";
    }>;
    items: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        next: z.ZodOptional<z.ZodObject<{
            provider: z.ZodString;
            capability: z.ZodString;
            options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$loose>>;
        execute: z.ZodOptional<z.ZodObject<{
            provider: z.ZodString;
            capability: z.ZodString;
        }, z.core.$loose>>;
    }, z.core.$loose>>;
    total: z.ZodNumber;
    next: z.ZodNullable<z.ZodObject<{
        provider: z.ZodString;
        capability: z.ZodString;
        options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** One page of a catalogue listing. */
export type FindToolsData = z.infer<typeof FindToolsData>;
/** A tool the service found for a scraped page or a search (`domainTools`, the `alexandria` source). */
export declare const DiscoveredTool: z.ZodObject<{
    provider: z.ZodString;
    capability: z.ZodString;
    description: z.ZodString;
    id: z.ZodOptional<z.ZodString>;
    name: z.ZodOptional<z.ZodString>;
    creditsCost: z.ZodOptional<z.ZodNumber>;
    perRecord: z.ZodOptional<z.ZodBoolean>;
    options: z.ZodOptional<z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        type: z.ZodString;
        required: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$loose>>>;
    requiresOneOf: z.ZodOptional<z.ZodArray<z.ZodArray<z.ZodString>>>;
    response: z.ZodOptional<z.ZodUnknown>;
    next: z.ZodOptional<z.ZodObject<{
        provider: z.ZodString;
        capability: z.ZodString;
        options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** A tool found for a page or a search. */
export type DiscoveredTool = z.infer<typeof DiscoveredTool>;
