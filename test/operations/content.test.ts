import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient } from '../../src/client.js';
import {
  RequestFailedError,
  RequestTimeoutError,
  ResponseDecodeError,
  ValidationError,
} from '../../src/errors/errors.js';
import type { SearchItem } from '../../src/operations/search.js';
import { cleanup, eventually, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

describe('scrape', () => {
  it('emits the document; a DNS failure (200 success:false) is a RequestFailedError', async () => {
    const { client } = await setupEmulator();
    const doc = await lastValueFrom(client.scrape({ url: 'https://site-1.test/', formats: ['markdown'] }));
    expect(doc.metadata?.sourceURL).toBe('https://site-1.test/');
    expect(typeof doc.markdown).toBe('string');
    const err = await failure(client.scrape({ url: 'https://no-such-host.test/' }));
    expect(err).toBeInstanceOf(RequestFailedError);
  });
});

describe('search', () => {
  it('emits every result tagged with its source', async () => {
    const { client } = await setupEmulator();
    const items: SearchItem[] = await lastValueFrom(
      client.search({ query: 'stream', sources: ['web', 'images', 'news'], limit: 5 }).pipe(toArray()),
    );
    const sources = new Set(items.map((i) => i.source));
    expect(sources).toEqual(new Set(['web', 'images', 'news']));
    // Grouped in source order, each keeping the service's order.
    const order = items.map((i) => i.source);
    expect(order).toEqual(
      [...order].sort((a, b) => ['web', 'images', 'news'].indexOf(a) - ['web', 'images', 'news'].indexOf(b)),
    );
    for (const item of items) {
      if (item.source === 'images') expect(item.item).toHaveProperty('imageUrl');
      else expect(typeof item.item.url).toBe('string');
    }
  });

  it('rejects invalid input before sending, and surfaces the response warning', async () => {
    const { emulator, client } = await setupEmulator();
    const err = await failure(client.search({ query: 'x'.repeat(501) }));
    expect(err).toBeInstanceOf(ValidationError);
    expect(emulator.requests).toHaveLength(0);

    // The emulator sends no search warnings; a tiny server stands in for a service that does.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: true,
          data: { web: [{ url: 'https://a.test/' }] },
          warning: 'Only 1 result',
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client2 = createClient({
      apiKey: 'k',
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    try {
      const warnings: string[] = [];
      const items = await lastValueFrom(
        client2.search({ query: 'a' }, { onWarning: (w) => warnings.push(w) }).pipe(toArray()),
      );
      expect(items).toEqual([{ source: 'web', item: { url: 'https://a.test/' } }]);
      expect(warnings).toEqual(['Only 1 result']);
    } finally {
      await client2.close();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('map', () => {
  it('emits link items; a too-short timeout is a RequestTimeoutError (408 MAP_TIMEOUT)', async () => {
    const { emulator, client } = await setupEmulator();
    const links = await lastValueFrom(client.map({ url: 'https://site-1.test', limit: 25 }).pipe(toArray()));
    expect(links).toEqual(emulator.web.map({ url: 'https://site-1.test', limit: 25 }));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => typeof l.url === 'string')).toBe(true);
    const err = await failure(client.map({ url: 'https://site-1.test', timeout: 1 }));
    expect(err).toBeInstanceOf(RequestTimeoutError);
    expect((err as RequestTimeoutError).code).toBe('MAP_TIMEOUT');
  });

  it('rejects invalid input before sending: the same ValidationError as the schema gives', async () => {
    const { emulator, client } = await setupEmulator();
    const err = await failure(client.map({ url: 'https://site-1.test', limit: 0 }));
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).message).toBe(
      'Invalid map request: limit: Too small: expected number to be >=1 (too_small). Fix these fields; nothing was sent.',
    );
    const unknownKey = await failure(client.map({ url: 'https://site-1.test', extra: 1 } as never));
    expect((unknownKey as ValidationError).issues).toEqual([
      { path: 'extra', rule: 'unrecognized_keys', message: 'unknown key (the service rejects unknown keys)' },
    ]);
    expect(emulator.requests).toHaveLength(0);
  });

  it('delivers a ValidationError through the error channel after subscribe returns', async () => {
    const { emulator, client } = await setupEmulator();
    const errors: unknown[] = [];
    client.map({ url: 'not a url' }).subscribe({ error: (e) => errors.push(e) });
    expect(errors).toEqual([]);
    await eventually(() => errors.length === 1, 'the ValidationError');
    expect(errors[0]).toBeInstanceOf(ValidationError);
    expect(emulator.requests).toHaveLength(0);
  });

  it('unsubscribing aborts the request in flight and closes its socket', async () => {
    let arrived: (socket: Socket) => void = () => {};
    const hanging = new Promise<Socket>((r) => {
      arrived = r;
    });
    const server = createServer((req) => arrived(req.socket)); // never answers
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = createClient({
      apiKey: 'k',
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    try {
      const errors: unknown[] = [];
      const sub = client.map({ url: 'https://site-1.test' }).subscribe({ error: (e) => errors.push(e) });
      const socket = await hanging;
      const closed = new Promise<void>((r) => socket.once('close', () => r()));
      sub.unsubscribe();
      // The aborted request's connection closes; the test would time out otherwise.
      await closed;
      expect(errors).toEqual([]);
    } finally {
      await client.close();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('extract', () => {
  const Page = z.object({ title: z.string(), wordCount: z.number().int(), tags: z.array(z.string()) });

  it('converts a zod schema, polls to completed, and types the result by it', async () => {
    // The emulator's clock only moves when the test says so: the job stays `processing` until then.
    let clock = Date.now();
    const { emulator, client } = await setupEmulator({ scrape: { extractMs: 1000 }, now: () => clock });
    const warnings: string[] = [];
    let started: { id: string; invalidURLs: readonly string[] } | undefined;
    const pending = lastValueFrom(
      client.extract(
        { urls: ['https://site-1.test/', 'not a url'], schema: Page },
        {
          pollIntervalMs: 5,
          maxPollIntervalMs: 10,
          onWarning: (w) => warnings.push(w),
          onStart: (s) => (started = s),
        },
      ),
    );
    const polls = () =>
      emulator.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v2/extract/'));
    await eventually(() => polls().length >= 3, 'three polls while processing');
    clock += 1000;
    const result = await pending;
    // Typed: this line would not compile if data were unknown.
    const title: string = result.data.title;
    expect(typeof title).toBe('string');
    expect(Number.isInteger(result.data.wordCount)).toBe(true);
    expect(result.status).toBe('completed');
    expect(result.invalidURLs).toEqual(['not a url']);
    expect(started?.id).toBe(result.id);
    // The deprecation warning is surfaced once, not as a failure.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/deprecated/);
    expect(result.warning).toBe(warnings[0]);
    // Filled by the emulator from the JSON Schema the zod schema was converted to; read only from this job.
    const post = emulator.requests.find((r) => r.method === 'POST' && r.path === '/v2/extract');
    expect(post).toBeDefined();
    expect(polls().every((r) => r.path === `/v2/extract/${result.id}`)).toBe(true);
  });

  it('accepts a JSON Schema object and emits untyped data', async () => {
    const { client } = await setupEmulator({ scrape: { extractMs: 10 } });
    const result = await lastValueFrom(
      client.extract(
        {
          urls: ['https://site-1.test/'],
          schema: { type: 'object', properties: { title: { type: 'string' } } },
        },
        { pollIntervalMs: 10, onWarning: () => {} },
      ),
    );
    expect(typeof (result.data as { title?: unknown }).title).toBe('string');
  });

  it('fails with ResponseDecodeError when the data does not match the zod schema', async () => {
    const { client } = await setupEmulator({ scrape: { extractMs: 10 } });
    const Impossible = z.object({ title: z.string().refine((t) => t === '\u0000never') });
    const err = await failure(
      client.extract(
        { urls: ['https://site-1.test/'], schema: Impossible },
        { pollIntervalMs: 10, onWarning: () => {} },
      ),
    );
    expect(err).toBeInstanceOf(ResponseDecodeError);
    expect((err as ResponseDecodeError).code).toBe('EXTRACT_SCHEMA_MISMATCH');
  });

  it('refuses invalid URLs with ignoreInvalidURLs:false, and an empty list, before sending', async () => {
    const { emulator, client } = await setupEmulator();
    const local = await failure(
      client.extract({ urls: ['nope'], ignoreInvalidURLs: false }, { onWarning: () => {} }),
    );
    expect(local).toBeInstanceOf(ValidationError);
    const remote = await failure(
      client.extract({ urls: [] as unknown as string[] }, { onWarning: () => {} }),
    );
    expect(remote).toBeInstanceOf(ValidationError);
    expect(emulator.requests).toHaveLength(0);
  });
});
