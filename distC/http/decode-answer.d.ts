/**
 * From an answer off the socket to what the caller gets: a typed error for a failed status or a body that
 * says `success: false`, else the body parsed (and validated) for a JSON call, or parsed by the caller's
 * page parser for a page read.
 */
import type { ZodType } from 'zod';
import type { PageRead, PageResponse, ParsedPage, RawAnswer, RequestSpec, Response } from './request-spec.js';
/** What decoding needs of its transport. */
export interface DecodeContext {
    /** Removes the API key from text that goes into an error. */
    redact(text: string): string;
    /** The clock, for `Retry-After` dates. */
    now(): number;
}
/** A JSON call's answer: parsed, checked for `success: false`, validated by `schema` when given. */
export declare function decodeJson<T>(answer: RawAnswer, spec: RequestSpec, attempts: number, schema: ZodType<T> | undefined, ctx: DecodeContext): Response<T>;
/** A page read's answer: parsed once by `read.parse`, whose `fields` decide `success: false`. */
export declare function decodePage<P extends ParsedPage>(answer: RawAnswer, spec: RequestSpec, attempts: number, read: PageRead<P>, ctx: DecodeContext): PageResponse<P>;
