/**
 * Search: `POST /v2/search`.
 */
import * as z from 'zod';
/** A search source given as an object; web objects may carry their own filters. */
export declare const SearchSourceObject: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"web">;
    tbs: z.ZodOptional<z.ZodString>;
    location: z.ZodOptional<z.ZodString>;
    lang: z.ZodOptional<z.ZodString>;
    country: z.ZodOptional<z.ZodString>;
    filter: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"images">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"news">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"alexandria">;
}, z.core.$strict>], "type">;
/** A search source: a name or an object (one request uses one form or the other, not both). */
export declare const SearchSource: z.ZodUnion<readonly [z.ZodEnum<{
    alexandria: "alexandria";
    images: "images";
    news: "news";
    web: "web";
}>, z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"web">;
    tbs: z.ZodOptional<z.ZodString>;
    location: z.ZodOptional<z.ZodString>;
    lang: z.ZodOptional<z.ZodString>;
    country: z.ZodOptional<z.ZodString>;
    filter: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"images">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"news">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"alexandria">;
}, z.core.$strict>], "type">]>;
/** A result category filter: a name or `{ type }`. */
export declare const SearchCategory: z.ZodUnion<readonly [z.ZodEnum<{
    developer: "developer";
    github: "github";
    pdf: "pdf";
    research: "research";
}>, z.ZodObject<{
    type: z.ZodEnum<{
        developer: "developer";
        github: "github";
        pdf: "pdf";
        research: "research";
    }>;
}, z.core.$strict>]>;
/** Body of `POST /v2/search`. */
export declare const SearchRequest: z.ZodObject<{
    query: z.ZodString;
    limit: z.ZodOptional<z.ZodInt>;
    sources: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
        alexandria: "alexandria";
        images: "images";
        news: "news";
        web: "web";
    }>, z.ZodDiscriminatedUnion<[z.ZodObject<{
        type: z.ZodLiteral<"web">;
        tbs: z.ZodOptional<z.ZodString>;
        location: z.ZodOptional<z.ZodString>;
        lang: z.ZodOptional<z.ZodString>;
        country: z.ZodOptional<z.ZodString>;
        filter: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"images">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"news">;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"alexandria">;
    }, z.core.$strict>], "type">]>>>;
    categories: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
        developer: "developer";
        github: "github";
        pdf: "pdf";
        research: "research";
    }>, z.ZodObject<{
        type: z.ZodEnum<{
            developer: "developer";
            github: "github";
            pdf: "pdf";
            research: "research";
        }>;
    }, z.core.$strict>]>>>;
    includeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
    excludeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
    tbs: z.ZodOptional<z.ZodString>;
    location: z.ZodOptional<z.ZodString>;
    country: z.ZodOptional<z.ZodString>;
    timeout: z.ZodOptional<z.ZodInt>;
    ignoreInvalidURLs: z.ZodOptional<z.ZodBoolean>;
    enterprise: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        anon: "anon";
        default: "default";
        zdr: "zdr";
    }>>>;
    filter: z.ZodOptional<z.ZodString>;
    lang: z.ZodOptional<z.ZodString>;
    safe: z.ZodOptional<z.ZodBoolean>;
    asyncScraping: z.ZodOptional<z.ZodBoolean>;
    highlights: z.ZodOptional<z.ZodBoolean>;
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
    domainTools: z.ZodOptional<z.ZodBoolean>;
    toolDetail: z.ZodOptional<z.ZodEnum<{
        compact: "compact";
        full: "full";
        summary: "summary";
    }>>;
}, z.core.$strict>;
/** Body of `POST /v2/search`. */
export type SearchRequest = z.infer<typeof SearchRequest>;
/** A web result (scraped fields appear when `scrapeOptions.formats` asked for them). */
export declare const SearchWebResult: z.ZodObject<{
    url: z.ZodString;
    title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    category: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    markdown: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    html: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    rawHtml: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    links: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    screenshot: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    audio: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodObject<{
        title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        language: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        sourceURL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        keywords: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        ogLocaleAlternate: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** A web search result. */
export type SearchWebResult = z.infer<typeof SearchWebResult>;
/** An image result. */
export declare const SearchImageResult: z.ZodObject<{
    title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    imageUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    imageWidth: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    imageHeight: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    position: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** An image search result. */
export type SearchImageResult = z.infer<typeof SearchImageResult>;
/** A news result. */
export declare const SearchNewsResult: z.ZodObject<{
    title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    category: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    markdown: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    html: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    rawHtml: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    links: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    screenshot: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    audio: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodObject<{
        title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        language: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        sourceURL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        keywords: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
        ogLocaleAlternate: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
    url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    snippet: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    date: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    imageUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    position: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** A news search result. */
export type SearchNewsResult = z.infer<typeof SearchNewsResult>;
/** Answer to `POST /v2/search`: only the arrays of the requested sources appear. */
export declare const SearchResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodObject<{
        web: z.ZodOptional<z.ZodArray<z.ZodObject<{
            url: z.ZodString;
            title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            category: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            markdown: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            html: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            rawHtml: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            links: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
            screenshot: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            audio: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{
                title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                language: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
                sourceURL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                keywords: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
                ogLocaleAlternate: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
                statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
                error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            }, z.core.$loose>>;
        }, z.core.$loose>>>;
        images: z.ZodOptional<z.ZodArray<z.ZodObject<{
            title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            imageUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            imageWidth: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            imageHeight: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            position: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$loose>>>;
        news: z.ZodOptional<z.ZodArray<z.ZodObject<{
            title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            category: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            markdown: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            html: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            rawHtml: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            links: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
            screenshot: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            audio: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodObject<{
                title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                language: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
                sourceURL: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                keywords: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>>;
                ogLocaleAlternate: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
                statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
                error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            }, z.core.$loose>>;
            url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            snippet: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            date: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            imageUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            position: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$loose>>>;
        tools: z.ZodOptional<z.ZodArray<z.ZodObject<{
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
        }, z.core.$loose>>>;
    }, z.core.$loose>;
    warning: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    creditsUsed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** Answer to `POST /v2/search`. */
export type SearchResponse = z.infer<typeof SearchResponse>;
