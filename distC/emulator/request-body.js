/** Largest accepted request body, as the service's JSON parser limit (10 MB). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Reads a request body, keeping at most {@link MAX_BODY_BYTES}; draining the rest lets the 413 reach the client. */
export function readRequestBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let tooLarge = false;
        req.on('data', (chunk) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) {
                tooLarge = true;
                chunks.length = 0;
                return;
            }
            chunks.push(chunk);
        });
        req.on('end', () => resolve(tooLarge ? { ok: false, tooLarge } : { ok: true, bytes: Buffer.concat(chunks) }));
        req.on('error', reject);
    });
}
