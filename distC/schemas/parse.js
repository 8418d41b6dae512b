/**
 * File parsing: `POST /v2/parse`, a multipart upload of one file (`.html`, `.htm`, `.pdf`, `.docx`, `.doc`,
 * `.odt`, `.rtf`, `.xlsx`, `.xls`) and its options as JSON; the answer is a scrape's document.
 */
import * as z from 'zod';
import { RedactPII } from './shared.js';
const PARSE_FORMATS = ['markdown', 'summary', 'html', 'rawHtml', 'links', 'images'];
/** A format of a parse: a name, `{type}`, or `{type: "json", schema?, prompt?}`. */
export const ParseFormat = z.union([
    z.enum(PARSE_FORMATS),
    z.strictObject({ type: z.enum(PARSE_FORMATS) }),
    z.strictObject({
        type: z.literal('json'),
        schema: z.record(z.string(), z.unknown()).optional(),
        prompt: z.string().max(10_000).optional(),
    }),
]);
/** The file types the service parses, by extension. */
export const PARSE_EXTENSIONS = [
    '.html',
    '.htm',
    '.pdf',
    '.docx',
    '.doc',
    '.odt',
    '.rtf',
    '.xlsx',
    '.xls',
];
/** Options of a parse (the multipart `options` field). */
export const ParseOptions = z.strictObject({
    formats: z.array(ParseFormat).optional(),
    onlyMainContent: z.boolean().optional(),
    includeTags: z.array(z.string()).optional(),
    excludeTags: z.array(z.string()).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    /** Milliseconds, at most 300,000. */
    timeout: z.int().min(1).max(300_000).optional(),
    parsers: z
        .array(z.strictObject({
        type: z.literal('pdf'),
        mode: z.enum(['fast', 'auto', 'ocr']).optional(),
        maxPages: z.int().min(1).max(10_000).optional(),
    }))
        .optional(),
    skipTlsVerification: z.boolean().optional(),
    removeBase64Images: z.boolean().optional(),
    blockAds: z.boolean().optional(),
    redactPII: RedactPII.optional(),
    proxy: z.enum(['basic', 'auto']).optional(),
    origin: z.string().optional(),
    integration: z.string().nullable().optional(),
    zeroDataRetention: z.boolean().optional(),
});
