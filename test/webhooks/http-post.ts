import { request } from 'node:http';

/** What a test request got back. */
export interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Options of {@link httpRequest}. */
export interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in these many chunks without a Content-Length (chunked transfer). */
  chunks?: number;
}

/**
 * Sends one request on a fresh connection (no keep-alive agent, so nothing stays open) and resolves with
 * the answer as soon as it has been read, even if the server stopped reading the body early.
 */
export function httpRequest(url: string, options: HttpRequestOptions = {}): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined && options.chunks === undefined) headers['content-length'] = String(body.length);
    const req = request(url, { method: options.method ?? 'POST', headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    // The server may close the connection while the body is still being sent (413): that is expected once
    // the answer arrived, so a late write error only fails the call if nothing was answered.
    req.on('error', reject);
    if (body !== undefined && options.chunks !== undefined) {
      const size = Math.ceil(body.length / options.chunks);
      for (let i = 0; i < body.length; i += size) req.write(body.subarray(i, i + size));
      req.end();
    } else {
      req.end(body);
    }
  });
}
