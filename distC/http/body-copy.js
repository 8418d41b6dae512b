/**
 * Creates the target of one attempt.
 *
 * @param allocate - supplies a buffer of `size` bytes (e.g. from a pool); a fresh one when it returns `undefined`.
 * @param maxBytes - bodies announced larger are left to `readBodyBytes`, which rejects them.
 * @param admit - awaited before a successful body is read (see `PageRead.admit`).
 */
export function createBodyTarget(allocate, maxBytes, admit) {
    let into;
    let at = 0;
    // The size of the buffer a body of announced length and no coding needs; `undefined` for any other.
    const sizeOf = (rawHeaders) => {
        const { length, coding } = lengthAndCoding(rawHeaders);
        if (coding !== undefined && coding !== '' && coding !== 'identity')
            return undefined;
        const size = length === undefined ? Number.NaN : Number(length);
        return Number.isSafeInteger(size) && size >= 0 && size <= maxBytes ? size : undefined;
    };
    const prepare = (size) => {
        if (size !== undefined)
            into = allocate?.(size) ?? Buffer.allocUnsafe(size);
    };
    return {
        head(status, rawHeaders) {
            if (status < 200 || status >= 300)
                return undefined;
            // Read now: the raw headers may be views of a socket read that is reused once this call returns.
            const size = sizeOf(rawHeaders);
            // The buffer is taken only once the body is admitted: until then it costs no memory.
            if (admit)
                return admit().then(() => prepare(size));
            prepare(size);
            return undefined;
        },
        copy(chunk) {
            if (into === undefined)
                return undefined;
            if (at + chunk.byteLength > into.length) {
                // More than announced (the connection fails the length check): pass the rest on as it comes.
                into = undefined;
                return undefined;
            }
            into.set(chunk, at);
            const placed = into.subarray(at, at + chunk.byteLength);
            at += chunk.byteLength;
            return placed;
        },
        buffer(size) {
            return into !== undefined && into.length === size ? into : undefined;
        },
    };
}
/** `content-length` and `content-encoding` (trimmed, lower case) from undici's raw header list. */
function lengthAndCoding(rawHeaders) {
    const found = {};
    for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
        const name = rawHeaders[i];
        if (name === undefined || name === null)
            continue;
        const size = name.length;
        if (size !== 14 && size !== 16)
            continue;
        const lower = String(name).toLowerCase();
        if (lower === 'content-length')
            found.length = String(rawHeaders[i + 1]).trim();
        else if (lower === 'content-encoding')
            found.coding = String(rawHeaders[i + 1])
                .trim()
                .toLowerCase();
    }
    return found;
}
