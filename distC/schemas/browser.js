/**
 * Browser sessions: `POST /v2/browser` (create), `GET /v2/browser` (list),
 * `POST /v2/browser/{id}/execute`, `DELETE /v2/browser/{id}`.
 */
import * as z from 'zod';
import { Profile } from './shared.js';
/** Body of `POST /v2/browser`. Times are seconds. Unknown keys are dropped, as the service does. */
export const BrowserCreateRequest = z.object({
    ttl: z.int().min(30).max(3600).optional(),
    activityTtl: z.int().min(10).max(3600).optional(),
    streamWebView: z.boolean().optional(),
    recordSession: z.boolean().optional(),
    profile: Profile.optional(),
    /** Who is calling (an integration's name). */
    integration: z.string().optional(),
});
/** Query of `GET /v2/browser`. */
export const BrowserListRequest = z.strictObject({
    status: z.enum(['active', 'destroyed', 'error']).optional(),
});
/** Language of code run in a session. */
export const BrowserLanguage = z.enum(['python', 'node', 'bash']);
/** Body of `POST /v2/browser/{id}/execute`. Unknown keys are dropped, as the service does. */
export const BrowserExecuteRequest = z.object({
    code: z.string().min(1).max(100_000),
    language: BrowserLanguage.optional(),
    /** Seconds. */
    timeout: z.int().min(1).max(300).optional(),
    /** Who is calling (the official SDKs send `origin`). */
    origin: z.string().optional(),
});
/** A browser session record (created or listed). */
export const BrowserSession = z.looseObject({
    success: z.boolean().optional(),
    id: z.string(),
    status: z.string().nullish(),
    cdpUrl: z.string().nullish(),
    liveViewUrl: z.string().nullish(),
    interactiveLiveViewUrl: z.string().nullish(),
    expiresAt: z.string().nullish(),
    createdAt: z.string().nullish(),
    lastActivity: z.string().nullish(),
});
/** Answer to `GET /v2/browser`. */
export const BrowserListResponse = z.looseObject({
    success: z.boolean(),
    sessions: z.array(BrowserSession),
});
/** Result of running code; `success` can be true while `error` is set (an exception inside the code). */
export const BrowserExecuteResult = z.looseObject({
    success: z.boolean(),
    stdout: z.string().nullish(),
    result: z.string().nullish(),
    stderr: z.string().nullish(),
    exitCode: z.number().nullish(),
    killed: z.boolean().nullish(),
    error: z.string().nullish(),
});
/** Answer to `DELETE /v2/browser/{id}`. */
export const BrowserDeleteResponse = z.looseObject({
    success: z.boolean(),
    sessionDurationMs: z.number().nullish(),
    creditsBilled: z.number().nullish(),
});
