import type { ZodType } from 'zod';
import { type Reply } from './http-reply.js';
/** The result of checking a request body: the parsed value or the 400 reply to send. */
export type Validated<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    reply: Reply;
};
/**
 * Checks a body with a zod schema. A failure becomes the service's 400 `BAD_REQUEST` with the zod
 * issues as `details`, so clients see the same shape as from the real validator.
 */
export declare function validateBody<T>(schema: ZodType<T>, body: unknown): Validated<T>;
