import * as z from 'zod';
/** `POST /crawl`. */
export declare const crawlRequestSchema: z.ZodObject<{
    excludePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
    includePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
    allowExternalLinks: z.ZodOptional<z.ZodBoolean>;
    deduplicateSimilarURLs: z.ZodOptional<z.ZodBoolean>;
    delay: z.ZodOptional<z.ZodNumber>;
    url: z.ZodString;
    prompt: z.ZodOptional<z.ZodString>;
    maxDiscoveryDepth: z.ZodOptional<z.ZodNumber>;
    sitemap: z.ZodOptional<z.ZodEnum<{
        include: "include";
        only: "only";
        skip: "skip";
    }>>;
    ignoreQueryParameters: z.ZodOptional<z.ZodBoolean>;
    regexOnFullURL: z.ZodOptional<z.ZodBoolean>;
    limit: z.ZodOptional<z.ZodInt>;
    crawlEntireDomain: z.ZodOptional<z.ZodBoolean>;
    allowSubdomains: z.ZodOptional<z.ZodBoolean>;
    ignoreRobotsTxt: z.ZodOptional<z.ZodBoolean>;
    robotsUserAgent: z.ZodOptional<z.ZodString>;
    maxConcurrency: z.ZodOptional<z.ZodInt>;
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
    zeroDataRetention: z.ZodOptional<z.ZodBoolean>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** `POST /batch/scrape`. */
export declare const batchScrapeRequestSchema: z.ZodObject<{
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
    urls: z.ZodArray<z.ZodString>;
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
    maxConcurrency: z.ZodOptional<z.ZodInt>;
    ignoreInvalidURLs: z.ZodOptional<z.ZodBoolean>;
    appendToId: z.ZodOptional<z.ZodUUID>;
    zeroDataRetention: z.ZodOptional<z.ZodBoolean>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** `POST /scrape`. */
export declare const scrapeRequestSchema: z.ZodObject<{
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
    url: z.ZodString;
    zeroDataRetention: z.ZodOptional<z.ZodBoolean>;
    toolDetail: z.ZodOptional<z.ZodEnum<{
        compact: "compact";
        full: "full";
        summary: "summary";
    }>>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** `POST /search`. */
export declare const searchRequestSchema: z.ZodObject<{
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
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** `POST /map`. */
export declare const mapRequestSchema: z.ZodObject<{
    excludePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
    includePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
    allowExternalLinks: z.ZodOptional<z.ZodBoolean>;
    deduplicateSimilarURLs: z.ZodOptional<z.ZodBoolean>;
    delay: z.ZodOptional<z.ZodNumber>;
    url: z.ZodString;
    search: z.ZodOptional<z.ZodString>;
    sitemap: z.ZodOptional<z.ZodEnum<{
        include: "include";
        only: "only";
        skip: "skip";
    }>>;
    includeSubdomains: z.ZodOptional<z.ZodBoolean>;
    ignoreQueryParameters: z.ZodOptional<z.ZodBoolean>;
    ignoreCache: z.ZodOptional<z.ZodBoolean>;
    limit: z.ZodOptional<z.ZodNumber>;
    timeout: z.ZodOptional<z.ZodNumber>;
    location: z.ZodOptional<z.ZodObject<{
        country: z.ZodOptional<z.ZodString>;
        languages: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strip>>;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    filterByPath: z.ZodOptional<z.ZodBoolean>;
    useIndex: z.ZodOptional<z.ZodBoolean>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** `POST /browser`. */
export declare const browserCreateRequestSchema: z.ZodObject<{
    ttl: z.ZodOptional<z.ZodInt>;
    activityTtl: z.ZodOptional<z.ZodInt>;
    streamWebView: z.ZodOptional<z.ZodBoolean>;
    recordSession: z.ZodOptional<z.ZodBoolean>;
    profile: z.ZodOptional<z.ZodObject<{
        name: z.ZodString;
        saveChanges: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** `POST /browser/{id}/execute`. */
export declare const browserExecuteRequestSchema: z.ZodObject<{
    code: z.ZodString;
    language: z.ZodOptional<z.ZodEnum<{
        bash: "bash";
        node: "node";
        python: "python";
    }>>;
    timeout: z.ZodOptional<z.ZodInt>;
    origin: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** `POST /extract`. */
export declare const extractRequestSchema: z.ZodObject<{
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
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** `POST /crawl/params-preview`. */
export declare const crawlParamsPreviewSchema: z.ZodObject<{
    url: z.ZodString;
    prompt: z.ZodString;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** `DELETE /browser` with a body. */
export declare const browserDeleteRequestSchema: z.ZodObject<{
    id: z.ZodString;
}, z.core.$strict>;
