import type { ZodType } from 'zod';
import type { RequestSpec, Response, Transport } from '../http/transport.js';
/**
 * `transport.json` with a response schema, plus the guarantee that a body arrived: an empty 2xx body
 * (which skips the schema) becomes a `ResponseDecodeError` instead of an `undefined` that an operation would
 * then read a field of.
 */
export declare function requestBody<T>(transport: Transport, spec: RequestSpec, schema: ZodType<T>): Promise<Response<NonNullable<T>>>;
