import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { ResponseDecodeError, ResponseTooLargeError } from './errors.js';

/** Content codings the transport asks for; status pages shrink several times under either. */
export const ACCEPT_ENCODING = 'gzip, br';

/** What {@link readBodyText} needs to know about the response. */
export interface BodyInfo {
  method: string;
  path: string;
  status: number;
  contentLength?: string | undefined;
  contentEncoding?: string | undefined;
}

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
export async function readBodyText(body: Readable, maxBytes: number, info: BodyInfo): Promise<string> {
  const text = new TextDecoder('utf-8');
  const parts: string[] = [];
  await readChunks(body, maxBytes, info, (chunk) => parts.push(text.decode(chunk, { stream: true })));
  parts.push(text.decode());
  return parts.length === 1 ? parts[0]! : parts.join('');
}

/**
 * Reads a response body as bytes (decompressed, not decoded), with the same guard as
 * {@link readBodyText}; for callers that parse UTF-8 themselves.
 */
export async function readBodyBytes(body: Readable, maxBytes: number, info: BodyInfo): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const total = await readChunks(body, maxBytes, info, (chunk) => chunks.push(chunk));
  return chunks.length === 1
    ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, total)
    : Buffer.concat(chunks, total);
}

async function readChunks(
  body: Readable,
  maxBytes: number,
  info: BodyInfo,
  onChunk: (chunk: Uint8Array) => void,
): Promise<number> {
  const where = { method: info.method, path: info.path, status: info.status };
  const tooLarge = (seen: number) =>
    new ResponseTooLargeError(
      `${info.method} ${info.path} answered with a body over ${maxBytes} bytes (${seen}+); raise maxResponseBytes or request smaller pages (limit).`,
      { ...where, code: 'RESPONSE_TOO_LARGE' },
    );
  const discard = () => {
    // Not iterated yet, so nothing else listens: swallow the abort error destroying emits.
    body.on('error', () => {});
    body.destroy();
  };
  const announced = info.contentLength === undefined ? Number.NaN : Number(info.contentLength);
  if (announced > maxBytes) {
    discard();
    throw tooLarge(announced);
  }
  const coding = info.contentEncoding?.trim().toLowerCase() || 'identity';
  let source: AsyncIterable<Uint8Array>;
  if (coding === 'identity') source = body;
  else if (coding === 'gzip' || coding === 'x-gzip' || coding === 'br') {
    const decoder = coding === 'br' ? createBrotliDecompress() : createGunzip();
    // pipeline destroys both ends when either fails or the reader stops early.
    source = pipeline(body, decoder, () => {}) as unknown as AsyncIterable<Uint8Array>;
  } else {
    discard();
    throw new ResponseDecodeError(
      `${info.method} ${info.path} answered with unsupported Content-Encoding ${coding}.`,
      {
        ...where,
        code: 'UNSUPPORTED_ENCODING',
      },
    );
  }
  let received = 0;
  try {
    for await (const chunk of source) {
      received += chunk.byteLength;
      // Throwing out of for-await destroys the stream through the iterator's return().
      if (received > maxBytes) throw tooLarge(received);
      onChunk(chunk);
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
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
