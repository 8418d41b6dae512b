/**
 * Map: `POST /v2/map`.
 */
import * as z from 'zod';
/** Body of `POST /v2/map`. */
export declare const MapRequest: z.ZodObject<{
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
}, z.core.$strict>;
/** Body of `POST /v2/map`. */
export type MapRequest = z.infer<typeof MapRequest>;
/** One mapped URL. */
export declare const MapLink: z.ZodObject<{
    url: z.ZodString;
    title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** One mapped URL. */
export type MapLink = z.infer<typeof MapLink>;
/** Answer to `POST /v2/map`. */
export declare const MapResponse: z.ZodObject<{
    success: z.ZodBoolean;
    links: z.ZodArray<z.ZodObject<{
        url: z.ZodString;
        title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        description: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
    warning: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** Answer to `POST /v2/map`. */
export type MapResponse = z.infer<typeof MapResponse>;
