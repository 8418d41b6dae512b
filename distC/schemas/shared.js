/**
 * Building blocks shared by the request schemas: URLs, ids, location, formats, actions, scrape options
 * and webhook configuration.
 *
 * Request schemas are strict (an unknown key fails, as it does on the service) and carry no defaults:
 * a field the caller leaves out is not sent, and the service applies its own default.
 */
import * as z from 'zod';
import { Country, isCountry } from './country.js';
import { copyKnownKeys, isPlainObject } from './fast-input.js';
import { checkJsonSchema } from './json-schema-rules.js';
/** An absolute http(s) URL (a webhook's target; pages to scrape are a `TargetUrl`). */
export const HttpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
/** A job id (the service issues UUIDs; a non-UUID id gets 400 there, so it is refused here first). */
export const JobId = z.guid({ error: 'must be a job id (UUID)' });
/** A browser session id (opaque; the sample form is a UUID). */
export const SessionId = z.string().min(1).max(200);
/** Strings keyed by strings, e.g. HTTP headers. */
export const StringRecord = z.record(z.string(), z.string());
/** `include` (sitemap plus discovery), `skip` (ignore the sitemap) or `only` (sitemap URLs only). */
export const SitemapMode = z.enum(['include', 'skip', 'only']);
/** Proxy type: `basic`, `stealth`, `enhanced` or `auto` (the service's default). */
export const ProxyType = z.enum(['basic', 'stealth', 'enhanced', 'auto']);
/**
 * Geo-targeting for scraping and map. Like the service, unknown keys are dropped rather than refused (the
 * service parses nested objects leniently).
 */
export const Location = z.object({
    /** ISO 3166-1 alpha-2 country code in any case (`US`, `us`), or `us-generic`. */
    country: Country.optional(),
    /** Preferred language tags in order, e.g. `en-US`. */
    languages: z.array(z.string().min(1)).optional(),
});
const LOCATION_KEYS = Object.keys(Location.shape);
/** What `Location` outputs for `value` when it has the common shape, else `undefined` (see `fastInput`). */
export function fastLocation(value) {
    if (!isPlainObject(value))
        return undefined;
    return copyKnownKeys(value, LOCATION_KEYS, (key, field) => {
        if (key === 'country')
            return typeof field === 'string' && isCountry(field) ? field : undefined;
        if (!Array.isArray(field))
            return undefined;
        const languages = [];
        for (let i = 0; i < field.length; i++) {
            const language = field[i];
            if (typeof language !== 'string' || language.length === 0)
                return undefined;
            languages.push(language);
        }
        return languages;
    });
}
/** Formats that take no options, so they may be named by a plain string or as `{ type }`. */
const SIMPLE_FORMATS = [
    'markdown',
    'html',
    'rawHtml',
    'rawBase64',
    'links',
    'images',
    'summary',
    'branding',
    'audio',
    'video',
    'product',
    'menu',
];
/** Output formats that may be named by a plain string. */
export const FormatName = z.enum([...SIMPLE_FORMATS, 'deterministicJson', 'screenshot', 'changeTracking']);
/** A prompt of a `json`, `deterministicJson`, `changeTracking` or `query` format: at most 10,000 characters. */
const FormatPrompt = z.string().max(10_000);
/** A viewport of at most 8K (7680 × 4320). */
const Viewport = z.strictObject({
    width: z.int().positive().max(7680),
    height: z.int().positive().max(4320),
});
/** An output format given as an object with a `type`. */
export const FormatObject = z.discriminatedUnion('type', [
    z.strictObject({ type: z.enum(SIMPLE_FORMATS) }),
    // Parsed leniently by the service: unknown keys are dropped.
    z.object({
        type: z.literal('screenshot'),
        fullPage: z.boolean().optional(),
        quality: z.int().min(1).max(100).optional(),
        viewport: Viewport.optional(),
    }),
    z.strictObject({
        type: z.literal('json'),
        schema: z.record(z.string(), z.unknown()).superRefine(checkJsonSchema).optional(),
        prompt: FormatPrompt.optional(),
        checkPromptInjection: z.boolean().optional(),
    }),
    // The 2026 server takes a `prompt` with it, as with `json`.
    z.strictObject({ type: z.literal('deterministicJson'), prompt: FormatPrompt.optional() }),
    z.strictObject({
        type: z.literal('changeTracking'),
        modes: z.array(z.enum(['git-diff', 'json'])).optional(),
        schema: z.record(z.string(), z.unknown()).optional(),
        prompt: FormatPrompt.optional(),
        tag: z.string().nullable().optional(),
    }),
    z.strictObject({
        type: z.literal('attributes'),
        selectors: z.array(z.strictObject({ selector: z.string().min(1), attribute: z.string().min(1) })),
    }),
    z.strictObject({ type: z.literal('question'), question: z.string().min(1).max(10_000) }),
    z.strictObject({ type: z.literal('highlights'), query: z.string().min(1).max(10_000) }),
    /** Deprecated upstream in favour of `question`; still accepted. */
    z.strictObject({ type: z.literal('query'), prompt: FormatPrompt }),
]);
/** One requested output format: a name or an object with a `type`. */
export const Format = z.union([FormatName, FormatObject]);
const formatType = (format) => typeof format === 'string' ? format : format.type;
/**
 * Rules across the formats of one request, as the service checks them: at most one screenshot format, and
 * `changeTracking` only together with `markdown` (it compares markdown).
 */
export function checkFormats(formats, ctx) {
    const types = formats.map(formatType);
    if (types.filter((t) => t === 'screenshot').length > 1) {
        ctx.addIssue({
            code: 'custom',
            message: 'at most one screenshot format may be requested',
            input: formats,
        });
    }
    if (types.includes('changeTracking') && !types.includes('markdown')) {
        ctx.addIssue({ code: 'custom', message: 'changeTracking needs the markdown format too', input: formats });
    }
}
/** The formats of one request (see {@link checkFormats}). */
export const Formats = z.array(Format).superRefine(checkFormats);
/**
 * Browser actions run before the content is taken (at most 50). Parsed leniently by the service: unknown
 * keys are dropped.
 */
export const Action = z.discriminatedUnion('type', [
    z
        .object({
        type: z.literal('wait'),
        milliseconds: z.int().min(1).optional(),
        selector: z.string().min(1).optional(),
    })
        .refine((a) => (a.milliseconds === undefined) !== (a.selector === undefined), {
        message: 'a wait action needs exactly one of milliseconds or selector',
    }),
    z.object({
        type: z.literal('screenshot'),
        fullPage: z.boolean().optional(),
        quality: z.int().min(1).max(100).optional(),
        viewport: Viewport.optional(),
    }),
    z.object({ type: z.literal('click'), selector: z.string(), all: z.boolean().optional() }),
    z.object({ type: z.literal('write'), text: z.string() }),
    z.object({ type: z.literal('press'), key: z.string() }),
    z.object({
        type: z.literal('scroll'),
        direction: z.enum(['up', 'down']).optional(),
        selector: z.string().min(1).optional(),
    }),
    z.object({ type: z.literal('scrape') }),
    z.object({ type: z.literal('executeJavascript'), script: z.string() }),
    z.object({
        type: z.literal('pdf'),
        format: z
            .enum(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'Letter', 'Legal', 'Tabloid', 'Ledger'])
            .optional(),
        landscape: z.boolean().optional(),
        scale: z.number().positive().optional(),
    }),
]);
/** File parsers: `"pdf"`, `"image"`, or `{ type: "pdf", mode, maxPages, pages, blocks, pageMarkers }`. */
export const Parser = z.union([
    z.enum(['pdf', 'image']),
    z.strictObject({
        type: z.literal('pdf'),
        mode: z.enum(['fast', 'auto', 'ocr']).optional(),
        maxPages: z.int().min(1).max(10_000).optional(),
        /** Which pages to parse; passed through as given. */
        pages: z.unknown().optional(),
        /** Block-level output options; passed through as given. */
        blocks: z.unknown().optional(),
        pageMarkers: z.boolean().optional(),
    }),
]);
/** Persistent browser profile shared by scrapes and sessions with the same name; unknown keys are dropped. */
export const Profile = z.object({
    name: z.string().min(1).max(128),
    saveChanges: z.boolean().optional(),
});
/** `redactPII`: `true` for the defaults, or the mode, entities and replacement style. */
export const RedactPII = z.union([
    z.boolean(),
    z.strictObject({
        mode: z.enum(['accurate', 'aggressive', 'fast']).optional(),
        entities: z.array(z.enum(['PERSON', 'EMAIL', 'PHONE', 'LOCATION', 'FINANCIAL', 'SECRET'])).optional(),
        replaceStyle: z.enum(['tag', 'mask', 'remove']).optional(),
    }),
]);
/**
 * Scrape options fields, as a shape so batch scrape can spread them into its top level.
 * All times are milliseconds.
 */
export const scrapeOptionsShape = {
    formats: Formats.optional(),
    onlyMainContent: z.boolean().optional(),
    onlyCleanContent: z.boolean().optional(),
    includeTags: z.array(z.string()).optional(),
    excludeTags: z.array(z.string()).optional(),
    maxAge: z.int().min(0).optional(),
    minAge: z.int().min(0).optional(),
    headers: StringRecord.optional(),
    waitFor: z.int().min(0).max(60_000).optional(),
    mobile: z.boolean().optional(),
    skipTlsVerification: z.boolean().optional(),
    /** Milliseconds, at least 1000; no maximum. */
    timeout: z.int().min(1000).optional(),
    parsers: z.array(Parser).optional(),
    actions: z.array(Action).max(50, 'at most 50 actions').optional(),
    location: Location.optional(),
    removeBase64Images: z.boolean().optional(),
    blockAds: z.boolean().optional(),
    proxy: ProxyType.optional(),
    storeInCache: z.boolean().optional(),
    lockdown: z.boolean().optional(),
    redactPII: RedactPII.optional(),
    profile: Profile.optional(),
    fastMode: z.boolean().optional(),
    safeMode: z.boolean().optional(),
    useMock: z.string().optional(),
    /** Passed through as given. */
    threatProtection: z.unknown().optional(),
    /** Passed through as given. */
    auditMetadata: z.unknown().optional(),
    /** Add the tools of the service's catalogue whose contracts match the page (`tools` of the document). */
    domainTools: z.boolean().optional(),
};
/** How much of each tool `domainTools` adds: compact (default), summary, or full contracts. */
export const ToolDetail = z.enum(['compact', 'summary', 'full']);
/** Most time a page may spend waiting: `waitFor` plus every `wait` action's milliseconds. */
const MAX_TOTAL_WAIT_MS = 60_000;
/**
 * Rules across scrape options, as the service checks them: `waitFor` at most half of `timeout`, and the
 * total waiting (`waitFor` plus every `wait` action) at most 60 s.
 */
export function checkScrapeOptions(value, ctx) {
    if (value.waitFor !== undefined && value.timeout !== undefined && value.waitFor > value.timeout / 2) {
        ctx.addIssue({
            code: 'custom',
            path: ['waitFor'],
            message: 'waitFor must be at most half of timeout',
            input: value.waitFor,
        });
    }
    let total = value.waitFor ?? 0;
    for (const action of value.actions ?? [])
        if (action.type === 'wait')
            total += action.milliseconds ?? 0;
    if (total > MAX_TOTAL_WAIT_MS) {
        ctx.addIssue({
            code: 'custom',
            path: ['actions'],
            message: `waitFor plus the wait actions total ${total} ms; at most ${MAX_TOTAL_WAIT_MS} ms`,
            input: value.actions,
        });
    }
}
/** Scrape options (crawl `scrapeOptions`, search, extract, scrape). Every field optional; none defaulted. */
export const ScrapeOptions = z.strictObject(scrapeOptionsShape).superRefine(checkScrapeOptions);
/** Webhook event filter values. */
export const WebhookEventName = z.enum(['started', 'page', 'completed', 'failed']);
/** Where and how the service reports job events: an object, or the target URL alone. */
export const WebhookConfig = z.union([
    HttpUrl,
    z.strictObject({
        url: HttpUrl,
        headers: StringRecord.optional(),
        metadata: z.record(z.string(), z.unknown()).optional(),
        events: z.array(WebhookEventName).optional(),
    }),
]);
