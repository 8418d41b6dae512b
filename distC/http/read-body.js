import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { ResponseDecodeError, ResponseTooLargeError } from '../errors/errors.js';
/** Content codings the transport asks for; status pages shrink several times under either. */
export const ACCEPT_ENCODING = 'gzip, br';
/**
 * Reads a response body as UTF-8 text, decompressing gzip or brotli on the way and decoding each
 * chunk as it arrives, so the bytes are decoded exactly once and never concatenated into one buffer.
 *
 * Stops and discards the rest as soon as more than `maxBytes` (counted after decompression, so a
 * small compressed bomb is caught too) arrived, or `Content-Length` announces more.
 *
 * @throws ResponseTooLargeError when the body exceeds `maxBytes`.
 * @throws ResponseDecodeError when the coding is unknown or the compressed data is corrupt.
 */
export async function readBodyText(body, maxBytes, info) {
    const text = new TextDecoder('utf-8');
    const parts = [];
    await readChunks(body, maxBytes, info, (chunk) => parts.push(text.decode(chunk, { stream: true })));
    parts.push(text.decode());
    return parts.length === 1 ? parts[0] : parts.join('');
}
/**
 * Reads a response body as bytes (decompressed, not decoded), with the same guard as
 * {@link readBodyText}; for callers that parse UTF-8 themselves.
 */
export async function readBodyBytes(body, maxBytes, info, allocate) {
    // With an announced size, copy each chunk into one buffer as it arrives instead of keeping every chunk
    // until the end: a page is then held once, not twice, while it is read.
    const announced = identity(info) ? Number(info.contentLength) : Number.NaN;
    let into = Number.isSafeInteger(announced) && announced <= maxBytes
        ? (allocate?.(announced) ?? Buffer.allocUnsafe(announced))
        : undefined;
    let at = 0;
    const chunks = [];
    const total = await readChunks(body, maxBytes, info, (chunk) => {
        if (into !== undefined && at + chunk.byteLength <= into.length) {
            // A chunk the dispatcher already copied to its place (see body-copy.ts) is not copied again.
            if (chunk.buffer !== into.buffer || chunk.byteOffset !== into.byteOffset + at)
                into.set(chunk, at);
            at += chunk.byteLength;
            return;
        }
        // More than announced (the connection will fail the length check): keep what came, as it came.
        if (into !== undefined)
            chunks.push(into.subarray(0, at));
        into = undefined;
        chunks.push(chunk);
    });
    if (into !== undefined)
        return at === into.length ? into : into.subarray(0, at);
    return chunks.length === 1
        ? Buffer.from(chunks[0].buffer, chunks[0].byteOffset, total)
        : Buffer.concat(chunks, total);
}
function identity(info) {
    const coding = info.contentEncoding?.trim().toLowerCase();
    return coding === undefined || coding === '' || coding === 'identity';
}
async function readChunks(body, maxBytes, info, onChunk) {
    const where = { method: info.method, path: info.path, status: info.status };
    const tooLarge = (seen) => new ResponseTooLargeError(`${info.method} ${info.path} answered with a body over ${maxBytes} bytes (${seen}+); raise maxResponseBytes or request smaller pages (limit).`, { ...where, code: 'RESPONSE_TOO_LARGE' });
    const discard = () => {
        // Not iterated yet, so nothing else listens: swallow the abort error destroying emits.
        body.on('error', () => { });
        body.destroy();
    };
    const announced = info.contentLength === undefined ? Number.NaN : Number(info.contentLength);
    if (announced > maxBytes) {
        discard();
        throw tooLarge(announced);
    }
    const coding = info.contentEncoding?.trim().toLowerCase() || 'identity';
    let source;
    if (coding === 'identity')
        source = body;
    else if (coding === 'gzip' || coding === 'x-gzip' || coding === 'br') {
        const decoder = coding === 'br' ? createBrotliDecompress() : createGunzip();
        // pipeline destroys both ends when either fails or the reader stops early.
        source = pipeline(body, decoder, () => { });
    }
    else {
        discard();
        throw new ResponseDecodeError(`${info.method} ${info.path} answered with unsupported Content-Encoding ${coding}.`, {
            ...where,
            code: 'UNSUPPORTED_ENCODING',
        });
    }
    let received = 0;
    try {
        await forEachChunk(source, (chunk) => {
            received += chunk.byteLength;
            if (received > maxBytes)
                throw tooLarge(received);
            onChunk(chunk);
        });
    }
    catch (err) {
        const code = err.code;
        if (typeof code === 'string' && code.startsWith('Z_')) {
            throw new ResponseDecodeError(`${info.method} ${info.path} answered with corrupt ${coding} data.`, {
                ...where,
                code: 'INVALID_ENCODING',
                cause: err,
            });
        }
        throw err;
    }
    return received;
}
/**
 * Feeds every chunk of `source` to `onChunk` until the end. Event-driven rather than `for await`: an async
 * iterator costs a promise and a result object per chunk, which shows at thousands of small answers per
 * second. When `onChunk` throws, the stream is destroyed and the promise rejects with that error.
 */
function forEachChunk(source, onChunk) {
    return new Promise((resolve, reject) => {
        let done = false;
        const finish = (err) => {
            if (done)
                return;
            done = true;
            source.off('data', onData);
            source.off('end', onEnd);
            source.off('error', onError);
            source.off('close', onClose);
            if (err === undefined)
                resolve();
            else
                reject(err);
        };
        const onData = (chunk) => {
            try {
                onChunk(chunk);
            }
            catch (err) {
                // Swallow the error destroying may emit: the caller already has the reason.
                source.on('error', () => { });
                source.destroy();
                finish(err);
            }
        };
        const onEnd = () => finish();
        const onError = (err) => finish(err);
        // Closed without 'end' or 'error' (destroyed from elsewhere): the body is incomplete.
        const onClose = () => finish(Object.assign(new Error('The response body closed before its end'), {
            code: 'ERR_STREAM_PREMATURE_CLOSE',
        }));
        source.on('data', onData);
        source.once('end', onEnd);
        source.once('error', onError);
        source.once('close', onClose);
    });
}
