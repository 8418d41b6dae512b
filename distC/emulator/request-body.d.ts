import type { IncomingMessage } from 'node:http';
/** Largest accepted request body, as the service's JSON parser limit (10 MB). */
export declare const MAX_BODY_BYTES: number;
/** A request body read in full, or the note that it was too large (the rest was drained, not kept). */
export type BodyRead = {
    ok: true;
    bytes: Buffer;
} | {
    ok: false;
    tooLarge: true;
};
/** Reads a request body, keeping at most {@link MAX_BODY_BYTES}; draining the rest lets the 413 reach the client. */
export declare function readRequestBody(req: IncomingMessage): Promise<BodyRead>;
