/**
 * Monitors: scheduled checks the service runs on a list of pages (scrape targets) or a crawl (crawl targets),
 * comparing each page with its previous check. `POST/GET /v2/monitor`, `GET/PATCH/DELETE /v2/monitor/{id}`,
 * `POST /v2/monitor/{id}/run`, `GET /v2/monitor/{id}/checks`, `GET /v2/monitor/{id}/checks/{checkId}`.
 */
import * as z from 'zod';
/** The shortest interval between two checks the service schedules, in minutes. */
export declare const MONITOR_MIN_INTERVAL_MINUTES = 15;
/** When checks run: a five-field `cron`, or a `text` such as `every 30 minutes` or `daily at 9am`. */
export declare const MonitorSchedule: z.ZodObject<{
    cron: z.ZodOptional<z.ZodString>;
    text: z.ZodOptional<z.ZodString>;
    timezone: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** When a monitor's checks run. */
export type MonitorSchedule = z.infer<typeof MonitorSchedule>;
/** Where the service posts `monitor.page` and `monitor.check.completed` events. */
export declare const MonitorWebhook: z.ZodObject<{
    url: z.ZodURL;
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    events: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        "monitor.check.completed": "monitor.check.completed";
        "monitor.page": "monitor.page";
    }>>>;
}, z.core.$strict>;
/** E-mail summaries of checks. */
export declare const MonitorNotification: z.ZodObject<{
    email: z.ZodOptional<z.ZodObject<{
        enabled: z.ZodOptional<z.ZodBoolean>;
        recipients: z.ZodOptional<z.ZodArray<z.ZodEmail>>;
        includeDiffs: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strict>>;
}, z.core.$strict>;
/** What a monitor checks: a list of pages, a crawl from a URL, or the results of web searches. */
export declare const MonitorTarget: z.ZodDiscriminatedUnion<[z.ZodObject<{
    id: z.ZodOptional<z.ZodGUID>;
    type: z.ZodLiteral<"scrape">;
    urls: z.ZodArray<z.ZodURL>;
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
}, z.core.$strict>, z.ZodObject<{
    id: z.ZodOptional<z.ZodGUID>;
    type: z.ZodLiteral<"crawl">;
    url: z.ZodURL;
    crawlOptions: z.ZodOptional<z.ZodObject<{
        excludePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
        includePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
        allowExternalLinks: z.ZodOptional<z.ZodBoolean>;
        deduplicateSimilarURLs: z.ZodOptional<z.ZodBoolean>;
        delay: z.ZodOptional<z.ZodNumber>;
    }, z.core.$loose>>;
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
}, z.core.$strict>, z.ZodObject<{
    id: z.ZodOptional<z.ZodGUID>;
    type: z.ZodLiteral<"search">;
    queries: z.ZodArray<z.ZodString>;
    searchWindow: z.ZodOptional<z.ZodEnum<{
        "15m": "15m";
        "1h": "1h";
        "24h": "24h";
        "5m": "5m";
        "6h": "6h";
        "7d": "7d";
    }>>;
    includeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
    excludeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
    maxResults: z.ZodOptional<z.ZodInt>;
}, z.core.$strict>], "type">;
/** What a monitor checks. */
export type MonitorTarget = z.infer<typeof MonitorTarget>;
/** Body of `POST /v2/monitor`. */
export declare const MonitorCreateRequest: z.ZodObject<{
    name: z.ZodString;
    schedule: z.ZodObject<{
        cron: z.ZodOptional<z.ZodString>;
        text: z.ZodOptional<z.ZodString>;
        timezone: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>;
    webhook: z.ZodOptional<z.ZodObject<{
        url: z.ZodURL;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        events: z.ZodOptional<z.ZodArray<z.ZodEnum<{
            "monitor.check.completed": "monitor.check.completed";
            "monitor.page": "monitor.page";
        }>>>;
    }, z.core.$strict>>;
    notification: z.ZodOptional<z.ZodObject<{
        email: z.ZodOptional<z.ZodObject<{
            enabled: z.ZodOptional<z.ZodBoolean>;
            recipients: z.ZodOptional<z.ZodArray<z.ZodEmail>>;
            includeDiffs: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    targets: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        id: z.ZodOptional<z.ZodGUID>;
        type: z.ZodLiteral<"scrape">;
        urls: z.ZodArray<z.ZodURL>;
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
    }, z.core.$strict>, z.ZodObject<{
        id: z.ZodOptional<z.ZodGUID>;
        type: z.ZodLiteral<"crawl">;
        url: z.ZodURL;
        crawlOptions: z.ZodOptional<z.ZodObject<{
            excludePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
            includePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
            allowExternalLinks: z.ZodOptional<z.ZodBoolean>;
            deduplicateSimilarURLs: z.ZodOptional<z.ZodBoolean>;
            delay: z.ZodOptional<z.ZodNumber>;
        }, z.core.$loose>>;
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
    }, z.core.$strict>, z.ZodObject<{
        id: z.ZodOptional<z.ZodGUID>;
        type: z.ZodLiteral<"search">;
        queries: z.ZodArray<z.ZodString>;
        searchWindow: z.ZodOptional<z.ZodEnum<{
            "15m": "15m";
            "1h": "1h";
            "24h": "24h";
            "5m": "5m";
            "6h": "6h";
            "7d": "7d";
        }>>;
        includeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
        excludeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
        maxResults: z.ZodOptional<z.ZodInt>;
    }, z.core.$strict>], "type">>;
    retentionDays: z.ZodOptional<z.ZodInt>;
    goal: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    judgeEnabled: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strict>;
/** Body of `POST /v2/monitor`. */
export type MonitorCreateRequest = z.infer<typeof MonitorCreateRequest>;
/** Body of `PATCH /v2/monitor/{id}`: the fields to change, at least one. */
export declare const MonitorUpdateRequest: z.ZodObject<{
    retentionDays: z.ZodOptional<z.ZodInt>;
    goal: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    judgeEnabled: z.ZodOptional<z.ZodBoolean>;
    name: z.ZodOptional<z.ZodString>;
    schedule: z.ZodOptional<z.ZodObject<{
        cron: z.ZodOptional<z.ZodString>;
        text: z.ZodOptional<z.ZodString>;
        timezone: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    targets: z.ZodOptional<z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        id: z.ZodOptional<z.ZodGUID>;
        type: z.ZodLiteral<"scrape">;
        urls: z.ZodArray<z.ZodURL>;
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
    }, z.core.$strict>, z.ZodObject<{
        id: z.ZodOptional<z.ZodGUID>;
        type: z.ZodLiteral<"crawl">;
        url: z.ZodURL;
        crawlOptions: z.ZodOptional<z.ZodObject<{
            excludePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
            includePaths: z.ZodOptional<z.ZodArray<z.ZodString>>;
            allowExternalLinks: z.ZodOptional<z.ZodBoolean>;
            deduplicateSimilarURLs: z.ZodOptional<z.ZodBoolean>;
            delay: z.ZodOptional<z.ZodNumber>;
        }, z.core.$loose>>;
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
    }, z.core.$strict>, z.ZodObject<{
        id: z.ZodOptional<z.ZodGUID>;
        type: z.ZodLiteral<"search">;
        queries: z.ZodArray<z.ZodString>;
        searchWindow: z.ZodOptional<z.ZodEnum<{
            "15m": "15m";
            "1h": "1h";
            "24h": "24h";
            "5m": "5m";
            "6h": "6h";
            "7d": "7d";
        }>>;
        includeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
        excludeDomains: z.ZodOptional<z.ZodArray<z.ZodString>>;
        maxResults: z.ZodOptional<z.ZodInt>;
    }, z.core.$strict>], "type">>>;
    webhook: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        url: z.ZodURL;
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        events: z.ZodOptional<z.ZodArray<z.ZodEnum<{
            "monitor.check.completed": "monitor.check.completed";
            "monitor.page": "monitor.page";
        }>>>;
    }, z.core.$strict>>>;
    notification: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        email: z.ZodOptional<z.ZodObject<{
            enabled: z.ZodOptional<z.ZodBoolean>;
            recipients: z.ZodOptional<z.ZodArray<z.ZodEmail>>;
            includeDiffs: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>;
    }, z.core.$strict>>>;
    status: z.ZodOptional<z.ZodEnum<{
        active: "active";
        paused: "paused";
    }>>;
}, z.core.$strict>;
/** Body of `PATCH /v2/monitor/{id}`. */
export type MonitorUpdateRequest = z.infer<typeof MonitorUpdateRequest>;
/** Counts of a check's pages by status. */
export declare const MonitorSummary: z.ZodObject<{
    totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** Counts of a check's pages by status. */
export type MonitorSummary = z.infer<typeof MonitorSummary>;
/** A monitor as the service describes it. */
export declare const Monitor: z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    status: z.ZodString;
    schedule: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        cron: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        timezone: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>>;
    nextRunAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    lastRunAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    currentCheckId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    targets: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        type: z.ZodString;
    }, z.core.$loose>>>>;
    retentionDays: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    estimatedCreditsPerMonth: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    lastCheckSummary: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    }, z.core.$loose>>>;
    goal: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    judgeEnabled: z.ZodOptional<z.ZodNullable<z.ZodBoolean>>;
    createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    updatedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** A monitor. */
export type Monitor = z.infer<typeof Monitor>;
/** A check: one run of a monitor. */
export declare const MonitorCheck: z.ZodObject<{
    id: z.ZodString;
    monitorId: z.ZodString;
    status: z.ZodString;
    trigger: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    scheduledFor: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    startedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    finishedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    estimatedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    reservedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    actualCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    summary: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    }, z.core.$loose>>>;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    updatedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** A check: one run of a monitor. */
export type MonitorCheck = z.infer<typeof MonitorCheck>;
/** Page statuses of a check. */
export declare const MonitorPageStatus: z.ZodEnum<{
    changed: "changed";
    error: "error";
    new: "new";
    removed: "removed";
    same: "same";
}>;
/** Page status of a check. */
export type MonitorPageStatus = z.infer<typeof MonitorPageStatus>;
/** One page of a check: what the check found at a URL against the previous check. */
export declare const MonitorCheckPage: z.ZodObject<{
    id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    targetId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    url: z.ZodString;
    status: z.ZodString;
    previousScrapeId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    currentScrapeId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    metadata: z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
    diff: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        text: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        json: z.ZodUnknown;
    }, z.core.$loose>>>;
    snapshot: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        json: z.ZodUnknown;
    }, z.core.$loose>>>;
    createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** One page of a check. */
export type MonitorCheckPage = z.infer<typeof MonitorCheckPage>;
/** `GET /v2/monitor`: one page of monitors. */
export declare const MonitorListResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        status: z.ZodString;
        schedule: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            cron: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            timezone: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$loose>>>;
        nextRunAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        lastRunAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        currentCheckId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        targets: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            type: z.ZodString;
        }, z.core.$loose>>>>;
        retentionDays: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        estimatedCreditsPerMonth: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        lastCheckSummary: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$loose>>>;
        goal: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        judgeEnabled: z.ZodOptional<z.ZodNullable<z.ZodBoolean>>;
        createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        updatedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** `GET /v2/monitor/{id}` and the answers of create and update. */
export declare const MonitorResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        status: z.ZodString;
        schedule: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            cron: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            timezone: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$loose>>>;
        nextRunAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        lastRunAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        currentCheckId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        targets: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            type: z.ZodString;
        }, z.core.$loose>>>>;
        retentionDays: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        estimatedCreditsPerMonth: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        lastCheckSummary: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$loose>>>;
        goal: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        judgeEnabled: z.ZodOptional<z.ZodNullable<z.ZodBoolean>>;
        createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        updatedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** `POST /v2/monitor/{id}/run`. */
export declare const MonitorRunResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodObject<{
        id: z.ZodString;
        monitorId: z.ZodString;
        status: z.ZodString;
        trigger: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        scheduledFor: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        startedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        finishedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        estimatedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        reservedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        actualCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        summary: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$loose>>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        updatedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** `GET /v2/monitor/{id}/checks`: one page of checks. */
export declare const MonitorCheckListResponse: z.ZodObject<{
    success: z.ZodBoolean;
    data: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        monitorId: z.ZodString;
        status: z.ZodString;
        trigger: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        scheduledFor: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        startedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        finishedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        estimatedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        reservedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        actualCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        summary: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$loose>>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        updatedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** `GET /v2/monitor/{id}/checks/{checkId}`: the check and one page of its pages. */
export declare const MonitorCheckDetailResponse: z.ZodObject<{
    success: z.ZodBoolean;
    next: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    data: z.ZodObject<{
        id: z.ZodString;
        monitorId: z.ZodString;
        status: z.ZodString;
        trigger: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        scheduledFor: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        startedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        finishedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        estimatedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        reservedCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        actualCredits: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        summary: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            totalPages: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            same: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            changed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            new: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            removed: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            error: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        }, z.core.$loose>>>;
        error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        updatedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        pages: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            targetId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            url: z.ZodString;
            status: z.ZodString;
            previousScrapeId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            currentScrapeId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            statusCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
            error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            metadata: z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>>;
            diff: z.ZodOptional<z.ZodNullable<z.ZodObject<{
                text: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                json: z.ZodUnknown;
            }, z.core.$loose>>>;
            snapshot: z.ZodOptional<z.ZodNullable<z.ZodObject<{
                json: z.ZodUnknown;
            }, z.core.$loose>>>;
            createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$loose>>>>;
        next: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>;
}, z.core.$loose>;
/** `GET /v2/monitor/{id}/checks/{checkId}`. */
export type MonitorCheckDetailResponse = z.infer<typeof MonitorCheckDetailResponse>;
/** Query of `GET /v2/monitor` (one page; `listMonitors` pages by itself). */
export declare const MonitorListRequest: z.ZodObject<{
    limit: z.ZodOptional<z.ZodInt>;
}, z.core.$strict>;
/** Query of `GET /v2/monitor`. */
export type MonitorListRequest = z.infer<typeof MonitorListRequest>;
/** Query of `GET /v2/monitor/{id}/checks`. */
export declare const MonitorChecksRequest: z.ZodObject<{
    limit: z.ZodOptional<z.ZodInt>;
    status: z.ZodOptional<z.ZodEnum<{
        completed: "completed";
        failed: "failed";
        partial: "partial";
        queued: "queued";
        running: "running";
        skipped_overlap: "skipped_overlap";
    }>>;
}, z.core.$strict>;
/** Query of `GET /v2/monitor/{id}/checks`. */
export type MonitorChecksRequest = z.infer<typeof MonitorChecksRequest>;
/** A monitor or check id (the service issues UUIDs). */
export declare const MonitorId: z.ZodGUID;
