/**
 * Extract: `POST /v2/extract` (start) and `GET /v2/extract/{id}` (status). Deprecated upstream; the
 * transport surfaces the service's `Deprecation`/`Warning` headers as `warning`.
 */
import * as z from 'zod';
/**
 * Body of `POST /v2/extract`. `urls` may use glob patterns (`https://example.com/*`); a `prompt` without
 * `urls` lets the service search for the sources.
 */
export declare const ExtractRequest: z.ZodObject<{
    urls: z.ZodOptional<z.ZodArray<z.ZodString>>;
    prompt: z.ZodOptional<z.ZodString>;
    systemPrompt: z.ZodOptional<z.ZodString>;
    schema: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    enableWebSearch: z.ZodOptional<z.ZodBoolean>;
    ignoreSitemap: z.ZodOptional<z.ZodBoolean>;
    includeSubdomains: z.ZodOptional<z.ZodBoolean>;
    showSources: z.ZodOptional<z.ZodBoolean>;
    scrapeOptions: z.ZodOptional<z.ZodObject<{
        formats: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
            audio: "audio";
            branding: "branding";
            changeTracking: "changeTracking";
            deterministicJson: "deterministicJson";
            html: "html";
            images: "images";
            links: "links";
            markdown: "markdown";
            menu: "menu";
            product: "product";
            rawBase64: "rawBase64";
            rawHtml: "rawHtml";
            screenshot: "screenshot";
            summary: "summary";
            video: "video";
        }>, z.ZodDiscriminatedUnion<[z.ZodObject<{
            type: z.ZodEnum<{
                audio: "audio";
                branding: "branding";
                html: "html";
                images: "images";
                links: "links";
                markdown: "markdown";
                menu: "menu";
                product: "product";
                rawBase64: "rawBase64";
                rawHtml: "rawHtml";
                summary: "summary";
                video: "video";
            }>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"screenshot">;
            fullPage: z.ZodOptional<z.ZodBoolean>;
            quality: z.ZodOptional<z.ZodInt>;
            viewport: z.ZodOptional<z.ZodObject<{
                width: z.ZodInt;
                height: z.ZodInt;
            }, z.core.$strict>>;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"json">;
            schema: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
            prompt: z.ZodOptional<z.ZodString>;
            checkPromptInjection: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"deterministicJson">;
            prompt: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"changeTracking">;
            modes: z.ZodOptional<z.ZodArray<z.ZodEnum<{
                "git-diff": "git-diff";
                json: "json";
            }>>>;
            schema: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
            prompt: z.ZodOptional<z.ZodString>;
            tag: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"attributes">;
            selectors: z.ZodArray<z.ZodObject<{
                selector: z.ZodString;
                attribute: z.ZodString;
            }, z.core.$strict>>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"question">;
            question: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"highlights">;
            query: z.ZodString;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"query">;
            prompt: z.ZodString;
        }, z.core.$strict>], "type">]>>>;
        onlyMainContent: z.ZodOptional<z.ZodBoolean>;
        onlyCleanContent: z.ZodOptional<z.ZodBoolean>;
        includeTags: z.ZodOptional<z.ZodArray<z.ZodString>>;
        excludeTags: z.ZodOptional<z.ZodArray<z.ZodString>>;
        maxAge: z.ZodOptional<z.ZodInt>;
        minAge: z.ZodOptional<z.ZodInt>;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        waitFor: z.ZodOptional<z.ZodInt>;
        mobile: z.ZodOptional<z.ZodBoolean>;
        skipTlsVerification: z.ZodOptional<z.ZodBoolean>;
        timeout: z.ZodOptional<z.ZodInt>;
        parsers: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
            image: "image";
            pdf: "pdf";
        }>, z.ZodObject<{
            type: z.ZodLiteral<"pdf">;
            mode: z.ZodOptional<z.ZodEnum<{
                auto: "auto";
                fast: "fast";
                ocr: "ocr";
            }>>;
            maxPages: z.ZodOptional<z.ZodInt>;
            pages: z.ZodOptional<z.ZodUnknown>;
            blocks: z.ZodOptional<z.ZodUnknown>;
            pageMarkers: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>]>>>;
        actions: z.ZodOptional<z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
            type: z.ZodLiteral<"wait">;
            milliseconds: z.ZodOptional<z.ZodInt>;
            selector: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"screenshot">;
            fullPage: z.ZodOptional<z.ZodBoolean>;
            quality: z.ZodOptional<z.ZodInt>;
            viewport: z.ZodOptional<z.ZodObject<{
                width: z.ZodInt;
                height: z.ZodInt;
            }, z.core.$strict>>;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"click">;
            selector: z.ZodString;
            all: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"write">;
            text: z.ZodString;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"press">;
            key: z.ZodString;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"scroll">;
            direction: z.ZodOptional<z.ZodEnum<{
                down: "down";
                up: "up";
            }>>;
            selector: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"scrape">;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"executeJavascript">;
            script: z.ZodString;
        }, z.core.$strip>, z.ZodObject<{
            type: z.ZodLiteral<"pdf">;
            format: z.ZodOptional<z.ZodEnum<{
                A0: "A0";
                A1: "A1";
                A2: "A2";
                A3: "A3";
                A4: "A4";
                A5: "A5";
                A6: "A6";
                Ledger: "Ledger";
                Legal: "Legal";
                Letter: "Letter";
                Tabloid: "Tabloid";
            }>>;
            landscape: z.ZodOptional<z.ZodBoolean>;
            scale: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>], "type">>>;
        location: z.ZodOptional<z.ZodObject<{
            country: z.ZodOptional<z.ZodString>;
            languages: z.ZodOptional<z.ZodArray<z.ZodString>>;
        }, z.core.$strip>>;
        removeBase64Images: z.ZodOptional<z.ZodBoolean>;
        blockAds: z.ZodOptional<z.ZodBoolean>;
        proxy: z.ZodOptional<z.ZodEnum<{
            auto: "auto";
            basic: "basic";
            enhanced: "enhanced";
            stealth: "stealth";
        }>>;
        storeInCache: z.ZodOptional<z.ZodBoolean>;
        lockdown: z.ZodOptional<z.ZodBoolean>;
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
        profile: z.ZodOptional<z.ZodObject<{
            name: z.ZodString;
            saveChanges: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strip>>;
        fastMode: z.ZodOptional<z.ZodBoolean>;
        safeMode: z.ZodOptional<z.ZodBoolean>;
        useMock: z.ZodOptional<z.ZodString>;
        threatProtection: z.ZodOptional<z.ZodUnknown>;
        auditMetadata: z.ZodOptional<z.ZodUnknown>;
        domainTools: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strict>>;
    ignoreInvalidURLs: z.ZodOptional<z.ZodBoolean>;
    limit: z.ZodOptional<z.ZodInt>;
    allowExternalLinks: z.ZodOptional<z.ZodBoolean>;
    urlTrace: z.ZodOptional<z.ZodBoolean>;
    timeout: z.ZodOptional<z.ZodInt>;
    agent: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    webhook: z.ZodOptional<z.ZodUnion<readonly [z.ZodURL, z.ZodObject<{
        url: z.ZodURL;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        events: z.ZodOptional<z.ZodArray<z.ZodEnum<{
            completed: "completed";
            failed: "failed";
            page: "page";
            started: "started";
        }>>>;
    }, z.core.$strict>]>>;
}, z.core.$strict>;
/** Body of `POST /v2/extract`. */
export type ExtractRequest = z.infer<typeof ExtractRequest>;
/** Answer to `POST /v2/extract`. */
export declare const ExtractStartResponse: z.ZodObject<{
    success: z.ZodBoolean;
    id: z.ZodString;
    invalidURLs: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
}, z.core.$loose>;
/** Answer to `POST /v2/extract`. */
export type ExtractStartResponse = z.infer<typeof ExtractStartResponse>;
/** Answer to `GET /v2/extract/{id}`; `data` is empty until the job completes. */
export declare const ExtractStatusResponse: z.ZodObject<{
    success: z.ZodOptional<z.ZodBoolean>;
    status: z.ZodEnum<{
        cancelled: "cancelled";
        completed: "completed";
        failed: "failed";
        processing: "processing";
    }>;
    data: z.ZodOptional<z.ZodUnknown>;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    expiresAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sources: z.ZodOptional<z.ZodUnknown>;
    creditsUsed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    tokensUsed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** Answer to `GET /v2/extract/{id}`. */
export type ExtractStatusResponse = z.infer<typeof ExtractStatusResponse>;
