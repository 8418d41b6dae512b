/**
 * What follows a scrape or a search: the scrape's record again (`GET /v2/scrape/{id}`), the browser the
 * scrape ran in (`POST|DELETE /v2/scrape/{id}/interact`), and feedback on a search's results
 * (`POST /v2/search/{id}/feedback`) or any call's (`POST /v2/feedback`).
 */
import * as z from 'zod';
/** Body of `POST /v2/scrape/{id}/interact`: code to run in the scrape's browser, or a task in words. */
export declare const InteractRequest: z.ZodObject<{
    code: z.ZodOptional<z.ZodString>;
    prompt: z.ZodOptional<z.ZodString>;
    language: z.ZodOptional<z.ZodEnum<{
        bash: "bash";
        node: "node";
        python: "python";
    }>>;
    timeout: z.ZodOptional<z.ZodInt>;
    origin: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
/** Body of `POST /v2/scrape/{id}/interact`. */
export type InteractRequest = z.infer<typeof InteractRequest>;
/** Body of `POST /v2/search/{id}/feedback`. What each rating needs is the service's rule. */
export declare const SearchFeedbackRequest: z.ZodObject<{
    rating: z.ZodEnum<{
        bad: "bad";
        good: "good";
        partial: "partial";
    }>;
    valuableSources: z.ZodOptional<z.ZodArray<z.ZodObject<{
        url: z.ZodURL;
        reason: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>>;
    missingContent: z.ZodOptional<z.ZodArray<z.ZodObject<{
        topic: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>>;
    querySuggestions: z.ZodOptional<z.ZodString>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$strict>;
/** Body of `POST /v2/search/{id}/feedback`. */
export type SearchFeedbackRequest = z.infer<typeof SearchFeedbackRequest>;
/**
 * Body of `POST /v2/feedback`: a rating of any call's results, named by its endpoint and id (a search's, a
 * scrape's `metadata.scrapeId`, a map's or a parse's id). A search's rating needs what `searchFeedback`'s
 * does. `metadata` is at most 8 KB of JSON.
 */
export declare const FeedbackRequest: z.ZodObject<{
    rating: z.ZodEnum<{
        bad: "bad";
        good: "good";
        partial: "partial";
    }>;
    valuableSources: z.ZodOptional<z.ZodArray<z.ZodObject<{
        url: z.ZodURL;
        reason: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>>;
    missingContent: z.ZodOptional<z.ZodArray<z.ZodObject<{
        topic: z.ZodString;
        description: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>>;
    querySuggestions: z.ZodOptional<z.ZodString>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    endpoint: z.ZodEnum<{
        map: "map";
        parse: "parse";
        scrape: "scrape";
        search: "search";
    }>;
    jobId: z.ZodString;
    issues: z.ZodOptional<z.ZodArray<z.ZodString>>;
    tags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    note: z.ZodOptional<z.ZodString>;
    url: z.ZodOptional<z.ZodURL>;
    pageNumbers: z.ZodOptional<z.ZodArray<z.ZodInt>>;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>;
/** Body of `POST /v2/feedback`. */
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
/** Answer to a feedback (`POST /v2/feedback`, `POST /v2/search/{id}/feedback`). */
export declare const FeedbackResponse: z.ZodObject<{
    success: z.ZodBoolean;
    feedbackId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    creditsRefunded: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    alreadySubmitted: z.ZodOptional<z.ZodNullable<z.ZodBoolean>>;
    dailyCapReached: z.ZodOptional<z.ZodNullable<z.ZodBoolean>>;
    creditsRefundedToday: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    dailyRefundCap: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    warning: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** Answer to a feedback. */
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
