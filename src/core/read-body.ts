import { ResponseTooLargeError } from './errors.js';

/** A readable response body as undici hands it out. */
interface BodyStream extends AsyncIterable<Uint8Array> {
  destroy(error?: Error): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/**
 * Reads a response body as UTF-8 text, decoding each chunk as it arrives so the bytes are decoded
 * exactly once and never concatenated into one large buffer.
 *
 * Stops and discards the rest as soon as more than `maxBytes` arrived (or `Content-Length` announces
 * more), so a runaway body cannot exhaust memory.
 *
 * @throws ResponseTooLargeError when the body exceeds `maxBytes`.
 */
export async function readBodyText(
  body: BodyStream,
  maxBytes: number,
  contentLength: string | undefined,
  where: { method: string; path: string; status: number },
): Promise<string> {
  const tooLarge = (seen: number) =>
    new ResponseTooLargeError(
      `${where.method} ${where.path} answered with a body over ${maxBytes} bytes (${seen}+); raise maxResponseBytes or request smaller pages (limit).`,
      { ...where, code: 'RESPONSE_TOO_LARGE' },
    );
  const announced = contentLength === undefined ? Number.NaN : Number(contentLength);
  if (announced > maxBytes) {
    // Not iterated yet, so nothing else listens: swallow the abort error destroying emits.
    body.on('error', () => {});
    body.destroy();
    throw tooLarge(announced);
  }
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    // Throwing out of for-await destroys the stream through the iterator's return().
    if (received > maxBytes) throw tooLarge(received);
    parts.push(decoder.decode(chunk, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.length === 1 ? parts[0]! : parts.join('');
}
