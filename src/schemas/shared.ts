/**
 * Building blocks shared by the request schemas: URLs, ids, location, formats, actions, scrape options
 * and webhook configuration.
 *
 * Request schemas are strict (an unknown key fails, as it does on the service) and carry no defaults:
 * a field the caller leaves out is not sent, and the service applies its own default.
 */
import { z } from 'zod';
import { copyKnownKeys, isPlainObject } from './fast-input.js';

/** An absolute http(s) URL. */
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

/** Geo-targeting for scraping and map. */
export const Location = z.strictObject({
  /** ISO 3166-1 alpha-2 country code, upper case. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US')
    .optional(),
  /** Preferred language tags in order, e.g. `en-US`. */
  languages: z.array(z.string().min(1)).optional(),
});
const LOCATION_KEYS = Object.keys(Location.shape);
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** What `Location` outputs for `value` when it has the common shape, else `undefined` (see `fastInput`). */
export function fastLocation(value: unknown): z.output<typeof Location> | undefined {
  if (!isPlainObject(value)) return undefined;
  return copyKnownKeys(value, LOCATION_KEYS, (key, field) => {
    if (key === 'country') return typeof field === 'string' && COUNTRY_CODE.test(field) ? field : undefined;
    if (!Array.isArray(field)) return undefined;
    const languages: string[] = [];
    for (let i = 0; i < field.length; i++) {
      const language: unknown = field[i];
      if (typeof language !== 'string' || language.length === 0) return undefined;
      languages.push(language);
    }
    return languages;
  });
}

/** Output formats that may be named by a plain string. */
export const FormatName = z.enum([
  'markdown',
  'html',
  'rawHtml',
  'links',
  'images',
  'summary',
  'screenshot',
  'screenshot@fullPage',
  'changeTracking',
  'branding',
  'audio',
  'video',
]);

const Viewport = z.strictObject({ width: z.int().positive(), height: z.int().positive() });

/** An output format given as an object with a `type`. */
export const FormatObject = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.enum(['markdown', 'html', 'rawHtml', 'links', 'images', 'summary', 'branding', 'audio', 'video']),
  }),
  z.strictObject({
    type: z.literal('screenshot'),
    fullPage: z.boolean().optional(),
    quality: z.int().min(1).max(100).optional(),
    viewport: Viewport.optional(),
  }),
  z.strictObject({
    type: z.literal('json'),
    schema: z.record(z.string(), z.unknown()).optional(),
    prompt: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal('changeTracking'),
    modes: z.array(z.enum(['git-diff', 'json'])).optional(),
    schema: z.record(z.string(), z.unknown()).optional(),
    prompt: z.string().optional(),
    tag: z.string().nullable().optional(),
  }),
  z.strictObject({
    type: z.literal('attributes'),
    selectors: z.array(z.strictObject({ selector: z.string().min(1), attribute: z.string().min(1) })).min(1),
  }),
  z.strictObject({ type: z.literal('question'), question: z.string().min(1).max(10_000) }),
  z.strictObject({ type: z.literal('highlights'), query: z.string().min(1).max(10_000) }),
]);

/** One requested output format: a name or an object with a `type`. */
export const Format = z.union([FormatName, FormatObject]);

/** Browser actions run before the content is taken (at most 50). */
export const Action = z.discriminatedUnion('type', [
  z
    .strictObject({
      type: z.literal('wait'),
      milliseconds: z.int().min(1).optional(),
      selector: z.string().min(1).optional(),
    })
    .refine((a) => (a.milliseconds === undefined) !== (a.selector === undefined), {
      message: 'a wait action needs exactly one of milliseconds or selector',
    }),
  z.strictObject({
    type: z.literal('screenshot'),
    fullPage: z.boolean().optional(),
    quality: z.int().min(1).max(100).optional(),
    viewport: Viewport.optional(),
  }),
  z.strictObject({ type: z.literal('click'), selector: z.string().min(1), all: z.boolean().optional() }),
  z.strictObject({ type: z.literal('write'), text: z.string() }),
  z.strictObject({ type: z.literal('press'), key: z.string().min(1) }),
  z.strictObject({
    type: z.literal('scroll'),
    direction: z.enum(['up', 'down']).optional(),
    selector: z.string().min(1).optional(),
  }),
  z.strictObject({ type: z.literal('scrape') }),
  z.strictObject({ type: z.literal('executeJavascript'), script: z.string().min(1) }),
  z.strictObject({
    type: z.literal('pdf'),
    format: z
      .enum(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'Letter', 'Legal', 'Tabloid', 'Ledger'])
      .optional(),
    landscape: z.boolean().optional(),
    scale: z.number().positive().optional(),
  }),
]);

/** File parsers: `"pdf"` or `{ type: "pdf", mode, maxPages }`. */
export const Parser = z.union([
  z.literal('pdf'),
  z.strictObject({
    type: z.literal('pdf'),
    mode: z.enum(['fast', 'auto', 'ocr']).optional(),
    maxPages: z.int().min(1).max(10_000).optional(),
  }),
]);

/** Persistent browser profile shared by scrapes and sessions with the same name. */
export const Profile = z.strictObject({
  name: z.string().min(1).max(128),
  saveChanges: z.boolean().optional(),
});

/**
 * Scrape options fields, as a shape so batch scrape can spread them into its top level.
 * All times are milliseconds.
 */
export const scrapeOptionsShape = {
  formats: z.array(Format).optional(),
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
  timeout: z.int().min(1000).max(300_000).optional(),
  parsers: z.array(Parser).optional(),
  actions: z.array(Action).max(50).optional(),
  location: Location.optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: ProxyType.optional(),
  storeInCache: z.boolean().optional(),
  lockdown: z.boolean().optional(),
  redactPII: z
    .union([
      z.boolean(),
      z.strictObject({
        mode: z.enum(['accurate', 'aggressive', 'fast']).optional(),
        entities: z.array(z.string()).optional(),
        replaceStyle: z.enum(['tag', 'mask', 'remove']).optional(),
      }),
    ])
    .optional(),
  profile: Profile.optional(),
} as const;

/** `waitFor` may be at most half of `timeout` when both are given (the service enforces the same). */
function waitForWithinTimeout(value: {
  waitFor?: number | undefined;
  timeout?: number | undefined;
}): boolean {
  return value.waitFor === undefined || value.timeout === undefined || value.waitFor <= value.timeout / 2;
}
/** Issue options for {@link waitForWithinTimeout}. */
export const waitForRule = { message: 'waitFor must be at most half of timeout', path: ['waitFor'] };
export { waitForWithinTimeout };

/** Scrape options (crawl `scrapeOptions`, search, extract, scrape). Every field optional; none defaulted. */
export const ScrapeOptions = z.strictObject(scrapeOptionsShape).refine(waitForWithinTimeout, waitForRule);
/** Scrape options (crawl `scrapeOptions`, search, extract, scrape). */
export type ScrapeOptions = z.infer<typeof ScrapeOptions>;

/** Webhook event filter values. */
export const WebhookEventName = z.enum(['started', 'page', 'completed', 'failed']);

/** Where and how the service reports job events. */
export const WebhookConfig = z.strictObject({
  url: HttpUrl,
  headers: StringRecord.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  events: z.array(WebhookEventName).optional(),
});
/** Where and how the service reports job events. */
export type WebhookConfig = z.infer<typeof WebhookConfig>;
