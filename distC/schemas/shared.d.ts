/**
 * Building blocks shared by the request schemas: URLs, ids, location, formats, actions, scrape options
 * and webhook configuration.
 *
 * Request schemas are strict (an unknown key fails, as it does on the service) and carry no defaults:
 * a field the caller leaves out is not sent, and the service applies its own default.
 */
import * as z from 'zod';
/** An absolute http(s) URL (a webhook's target; pages to scrape are a `TargetUrl`). */
export declare const HttpUrl: z.ZodURL;
/** A job id (the service issues UUIDs; a non-UUID id gets 400 there, so it is refused here first). */
export declare const JobId: z.ZodGUID;
/** A browser session id (opaque; the sample form is a UUID). */
export declare const SessionId: z.ZodString;
/** Strings keyed by strings, e.g. HTTP headers. */
export declare const StringRecord: z.ZodRecord<z.ZodString, z.ZodString>;
/** `include` (sitemap plus discovery), `skip` (ignore the sitemap) or `only` (sitemap URLs only). */
export declare const SitemapMode: z.ZodEnum<{
    include: "include";
    only: "only";
    skip: "skip";
}>;
/** Proxy type: `basic`, `stealth`, `enhanced` or `auto` (the service's default). */
export declare const ProxyType: z.ZodEnum<{
    auto: "auto";
    basic: "basic";
    enhanced: "enhanced";
    stealth: "stealth";
}>;
/**
 * Geo-targeting for scraping and map. Like the service, unknown keys are dropped rather than refused (the
 * service parses nested objects leniently).
 */
export declare const Location: z.ZodObject<{
    country: z.ZodOptional<z.ZodString>;
    languages: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
/** What `Location` outputs for `value` when it has the common shape, else `undefined` (see `fastInput`). */
export declare function fastLocation(value: unknown): z.output<typeof Location> | undefined;
/** Output formats that may be named by a plain string. */
export declare const FormatName: z.ZodEnum<{
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
}>;
/** An output format given as an object with a `type`. */
export declare const FormatObject: z.ZodDiscriminatedUnion<[z.ZodObject<{
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
}, z.core.$strict>], "type">;
/** One requested output format: a name or an object with a `type`. */
export declare const Format: z.ZodUnion<readonly [z.ZodEnum<{
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
}, z.core.$strict>], "type">]>;
/**
 * Rules across the formats of one request, as the service checks them: at most one screenshot format, and
 * `changeTracking` only together with `markdown` (it compares markdown).
 */
export declare function checkFormats(formats: readonly z.output<typeof Format>[], ctx: z.core.$RefinementCtx): void;
/** The formats of one request (see {@link checkFormats}). */
export declare const Formats: z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
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
}, z.core.$strict>], "type">]>>;
/**
 * Browser actions run before the content is taken (at most 50). Parsed leniently by the service: unknown
 * keys are dropped.
 */
export declare const Action: z.ZodDiscriminatedUnion<[z.ZodObject<{
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
}, z.core.$strip>], "type">;
/** File parsers: `"pdf"`, `"image"`, or `{ type: "pdf", mode, maxPages, pages, blocks, pageMarkers }`. */
export declare const Parser: z.ZodUnion<readonly [z.ZodEnum<{
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
}, z.core.$strict>]>;
/** Persistent browser profile shared by scrapes and sessions with the same name; unknown keys are dropped. */
export declare const Profile: z.ZodObject<{
    name: z.ZodString;
    saveChanges: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
/** `redactPII`: `true` for the defaults, or the mode, entities and replacement style. */
export declare const RedactPII: z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
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
}, z.core.$strict>]>;
/**
 * Scrape options fields, as a shape so batch scrape can spread them into its top level.
 * All times are milliseconds.
 */
export declare const scrapeOptionsShape: {
    readonly formats: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
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
    readonly onlyMainContent: z.ZodOptional<z.ZodBoolean>;
    readonly onlyCleanContent: z.ZodOptional<z.ZodBoolean>;
    readonly includeTags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    readonly excludeTags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    readonly maxAge: z.ZodOptional<z.ZodInt>;
    readonly minAge: z.ZodOptional<z.ZodInt>;
    readonly headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    readonly waitFor: z.ZodOptional<z.ZodInt>;
    readonly mobile: z.ZodOptional<z.ZodBoolean>;
    readonly skipTlsVerification: z.ZodOptional<z.ZodBoolean>;
    /** Milliseconds, at least 1000; no maximum. */
    readonly timeout: z.ZodOptional<z.ZodInt>;
    readonly parsers: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodEnum<{
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
    readonly actions: z.ZodOptional<z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
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
    readonly location: z.ZodOptional<z.ZodObject<{
        country: z.ZodOptional<z.ZodString>;
        languages: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strip>>;
    readonly removeBase64Images: z.ZodOptional<z.ZodBoolean>;
    readonly blockAds: z.ZodOptional<z.ZodBoolean>;
    readonly proxy: z.ZodOptional<z.ZodEnum<{
        auto: "auto";
        basic: "basic";
        enhanced: "enhanced";
        stealth: "stealth";
    }>>;
    readonly storeInCache: z.ZodOptional<z.ZodBoolean>;
    readonly lockdown: z.ZodOptional<z.ZodBoolean>;
    readonly redactPII: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodObject<{
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
    readonly profile: z.ZodOptional<z.ZodObject<{
        name: z.ZodString;
        saveChanges: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    readonly fastMode: z.ZodOptional<z.ZodBoolean>;
    readonly safeMode: z.ZodOptional<z.ZodBoolean>;
    readonly useMock: z.ZodOptional<z.ZodString>;
    /** Passed through as given. */
    readonly threatProtection: z.ZodOptional<z.ZodUnknown>;
    /** Passed through as given. */
    readonly auditMetadata: z.ZodOptional<z.ZodUnknown>;
    /** Add the tools of the service's catalogue whose contracts match the page (`tools` of the document). */
    readonly domainTools: z.ZodOptional<z.ZodBoolean>;
};
/** How much of each tool `domainTools` adds: compact (default), summary, or full contracts. */
export declare const ToolDetail: z.ZodEnum<{
    compact: "compact";
    full: "full";
    summary: "summary";
}>;
/**
 * Rules across scrape options, as the service checks them: `waitFor` at most half of `timeout`, and the
 * total waiting (`waitFor` plus every `wait` action) at most 60 s.
 */
export declare function checkScrapeOptions(value: {
    waitFor?: number | undefined;
    timeout?: number | undefined;
    actions?: readonly {
        type: string;
        milliseconds?: number | undefined;
    }[] | undefined;
}, ctx: z.core.$RefinementCtx): void;
/** Scrape options (crawl `scrapeOptions`, search, extract, scrape). Every field optional; none defaulted. */
export declare const ScrapeOptions: z.ZodObject<{
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
}, z.core.$strict>;
/** Scrape options (crawl `scrapeOptions`, search, extract, scrape). */
export type ScrapeOptions = z.infer<typeof ScrapeOptions>;
/** Webhook event filter values. */
export declare const WebhookEventName: z.ZodEnum<{
    completed: "completed";
    failed: "failed";
    page: "page";
    started: "started";
}>;
/** Where and how the service reports job events: an object, or the target URL alone. */
export declare const WebhookConfig: z.ZodUnion<readonly [z.ZodURL, z.ZodObject<{
    url: z.ZodURL;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    events: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        completed: "completed";
        failed: "failed";
        page: "page";
        started: "started";
    }>>>;
}, z.core.$strict>]>;
/** Where and how the service reports job events. */
export type WebhookConfig = z.infer<typeof WebhookConfig>;
