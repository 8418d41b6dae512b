import type { IncomingMessage } from 'node:http';

/** Largest accepted request body, as the service's JSON parser limit (10 MB). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** A request body read in full, or the note that it was too large (the rest was drained, not kept). */
export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true };

/** Reads a request body, keeping at most {@link MAX_BODY_BYTES}; draining the rest lets the 413 reach the client. */
export function readRequestBody(req: IncomingMessage): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(tooLarge ? { ok: false, tooLarge } : { ok: true, bytes: Buffer.concat(chunks) }),
    );
    req.on('error', reject);
  });
}
