/**
 * Browser sessions: `POST /v2/browser` (create), `GET /v2/browser` (list),
 * `POST /v2/browser/{id}/execute`, `DELETE /v2/browser/{id}`.
 */
import * as z from 'zod';
/** Body of `POST /v2/browser`. Times are seconds. Unknown keys are dropped, as the service does. */
export declare const BrowserCreateRequest: z.ZodObject<{
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
/** Body of `POST /v2/browser`. */
export type BrowserCreateRequest = z.infer<typeof BrowserCreateRequest>;
/** Query of `GET /v2/browser`. */
export declare const BrowserListRequest: z.ZodObject<{
    status: z.ZodOptional<z.ZodEnum<{
        active: "active";
        destroyed: "destroyed";
        error: "error";
    }>>;
}, z.core.$strict>;
/** Query of `GET /v2/browser`. */
export type BrowserListRequest = z.infer<typeof BrowserListRequest>;
/** Language of code run in a session. */
export declare const BrowserLanguage: z.ZodEnum<{
    bash: "bash";
    node: "node";
    python: "python";
}>;
/** Body of `POST /v2/browser/{id}/execute`. Unknown keys are dropped, as the service does. */
export declare const BrowserExecuteRequest: z.ZodObject<{
    code: z.ZodString;
    language: z.ZodOptional<z.ZodEnum<{
        bash: "bash";
        node: "node";
        python: "python";
    }>>;
    timeout: z.ZodOptional<z.ZodInt>;
    origin: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** Body of `POST /v2/browser/{id}/execute`. */
export type BrowserExecuteRequest = z.infer<typeof BrowserExecuteRequest>;
/** A browser session record (created or listed). */
export declare const BrowserSession: z.ZodObject<{
    success: z.ZodOptional<z.ZodBoolean>;
    id: z.ZodString;
    status: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    cdpUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    liveViewUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    interactiveLiveViewUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    expiresAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    lastActivity: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** A browser session record. */
export type BrowserSession = z.infer<typeof BrowserSession>;
/** Answer to `GET /v2/browser`. */
export declare const BrowserListResponse: z.ZodObject<{
    success: z.ZodBoolean;
    sessions: z.ZodArray<z.ZodObject<{
        success: z.ZodOptional<z.ZodBoolean>;
        id: z.ZodString;
        status: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        cdpUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        liveViewUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        interactiveLiveViewUrl: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        expiresAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        createdAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        lastActivity: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** Answer to `GET /v2/browser`. */
export type BrowserListResponse = z.infer<typeof BrowserListResponse>;
/** Result of running code; `success` can be true while `error` is set (an exception inside the code). */
export declare const BrowserExecuteResult: z.ZodObject<{
    success: z.ZodBoolean;
    stdout: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    result: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    stderr: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    exitCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    killed: z.ZodOptional<z.ZodNullable<z.ZodBoolean>>;
    error: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** Result of running code in a session. */
export type BrowserExecuteResult = z.infer<typeof BrowserExecuteResult>;
/** Answer to `DELETE /v2/browser/{id}`. */
export declare const BrowserDeleteResponse: z.ZodObject<{
    success: z.ZodBoolean;
    sessionDurationMs: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    creditsBilled: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
}, z.core.$loose>;
/** Answer to `DELETE /v2/browser/{id}`. */
export type BrowserDeleteResponse = z.infer<typeof BrowserDeleteResponse>;
