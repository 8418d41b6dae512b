/**
 * File parsing: `POST /v2/parse`, a multipart upload of one file (`.html`, `.htm`, `.pdf`, `.docx`, `.doc`,
 * `.odt`, `.rtf`, `.xlsx`, `.xls`) and its options as JSON; the answer is a scrape's document.
 */
import * as z from 'zod';
/** A format of a parse: a name, `{type}`, or `{type: "json", schema?, prompt?}`. */
export declare const ParseFormat: z.ZodUnion<readonly [z.ZodEnum<{
    html: "html";
    images: "images";
    links: "links";
    markdown: "markdown";
    rawHtml: "rawHtml";
    summary: "summary";
}>, z.ZodObject<{
    type: z.ZodEnum<{
        html: "html";
        images: "images";
        links: "links";
        markdown: "markdown";
        rawHtml: "rawHtml";
        summary: "summary";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"json">;
    schema: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    prompt: z.ZodOptional<z.ZodString>;
}, z.core.$strict>]>;
/** The file types the service parses, by extension. */
export declare const PARSE_EXTENSIONS: readonly ['.html', '.htm', '.pdf', '.docx', '.doc', '.odt', '.rtf', '.xlsx', '.xls'];
/** Options of a parse (the multipart `options` field). */
export declare const ParseOptions: z.ZodObject<{
    formats: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
        html: "html";
        images: "images";
        links: "links";
        markdown: "markdown";
        rawHtml: "rawHtml";
        summary: "summary";
    }>, z.ZodObject<{
        type: z.ZodEnum<{
            html: "html";
            images: "images";
            links: "links";
            markdown: "markdown";
            rawHtml: "rawHtml";
            summary: "summary";
        }>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"json">;
        schema: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        prompt: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>]>>>;
    onlyMainContent: z.ZodOptional<z.ZodBoolean>;
    includeTags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    excludeTags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    timeout: z.ZodOptional<z.ZodInt>;
    parsers: z.ZodOptional<z.ZodArray<z.ZodObject<{
        type: z.ZodLiteral<"pdf">;
        mode: z.ZodOptional<z.ZodEnum<{
            auto: "auto";
            fast: "fast";
            ocr: "ocr";
        }>>;
        maxPages: z.ZodOptional<z.ZodInt>;
    }, z.core.$strict>>>;
    skipTlsVerification: z.ZodOptional<z.ZodBoolean>;
    removeBase64Images: z.ZodOptional<z.ZodBoolean>;
    blockAds: z.ZodOptional<z.ZodBoolean>;
    redactPII: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
        mode: z.ZodOptional<z.ZodEnum<{
            accurate: "accurate";
            aggressive: "aggressive";
            fast: "fast";
        }>>;
        entities: z.ZodOptional<z.ZodArray<z.ZodEnum<{
            EMAIL: "EMAIL";
            FINANCIAL: "FINANCIAL";
            LOCATION: "LOCATION";
            PERSON: "PERSON";
            PHONE: "PHONE";
            SECRET: "SECRET";
        }>>>;
        replaceStyle: z.ZodOptional<z.ZodEnum<{
            mask: "mask";
            remove: "remove";
            tag: "tag";
        }>>;
    }, z.core.$strict>]>>;
    proxy: z.ZodOptional<z.ZodEnum<{
        auto: "auto";
        basic: "basic";
    }>>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    zeroDataRetention: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strict>;
/** Options of a parse. */
export type ParseOptions = z.infer<typeof ParseOptions>;
