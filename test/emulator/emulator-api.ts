import { request } from 'node:http';
import type { Emulator } from '../../src/emulator/index.js';

/** A reply as a test sees it. */
export interface ApiReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** How many pieces the body arrived in. */
  chunks: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON fields
  json: any;
}

/** Options of {@link api}. */
export interface ApiOptions {
  body?: unknown;
  /** Raw body text, sent as is (malformed JSON tests). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** Leave the bearer token out. */
  noAuth?: boolean;
}

/** Sends one request to the emulator over a real socket (node:http, so the Host header can be set). */
export function api(
  emulator: Emulator,
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiReply> {
  const url = new URL(path, emulator.url);
  const payload =
    options.rawBody ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
  const headers: Record<string, string> = { ...options.headers };
  if (!options.noAuth) headers.authorization = `Bearer ${emulator.apiKey}`;
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text === '' ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, chunks: chunks.length });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A clock the test moves by hand, so job progress needs no waiting. */
export function manualClock(start = Date.parse('2026-01-01T00:00:00.000Z')): {
  now: () => number;
  advance(ms: number): void;
} {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}
