/**
 * The API key goes to the configured service only, and nowhere else: not to another origin named by a
 * `next` cursor or a redirect, not into errors, logs, progress, the request log, checkpoints or output
 * files, whether the export runs through the library or the command line.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { inspect } from 'node:util';
import { lastValueFrom, type Observable, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { createClient } from '../../src/client.js';
import { startEmulator } from '../../src/emulator/index.js';
import { CrawlstreamError } from '../../src/errors/errors.js';
import { toJsonl } from '../../src/sinks/index.js';
import { toParquet } from '../../src/sinks/parquet/to-parquet.js';
import { webhookEvents } from '../../src/webhooks/webhook-events.js';
import { sendJson, startHttpServer, type TestServer } from '../helpers/http-server.js';
import { findSecret, scanDirForSecret } from './helpers/scan-for-secret.js';

const KEY = `fc-${randomUUID().replaceAll('-', '')}-secret`;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-secrets-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
});

afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** Every serialised form of an error a program might log. */
function errorTexts(err: unknown): string {
  const e = err as Error;
  return [
    String(err),
    JSON.stringify(err),
    inspect(err, { depth: 10, showHidden: true }),
    e?.stack ?? '',
  ].join('\n');
}

/** Captures console output and direct writes to the process streams while `fn` runs. */
async function capturingOutput<T>(fn: () => Promise<T>): Promise<{ value: T; output: string }> {
  const chunks: string[] = [];
  const stdoutWrite = process.stdout.write.bind(process.stdout);
  const stderrWrite = process.stderr.write.bind(process.stderr);
  const capture = (chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
  const saved = methods.map((m) => console[m]);
  for (const m of methods)
    console[m] = (...args: unknown[]) => chunks.push(args.map((a) => inspect(a)).join(' '));
  try {
    const value = await fn();
    return { value, output: chunks.join('\n') };
  } finally {
    process.stdout.write = stdoutWrite;
    process.stderr.write = stderrWrite;
    methods.forEach((m, i) => {
      console[m] = saved[i]!;
    });
  }
}

/** A stand-in service whose status pages name another origin in `next` (or redirect there). */
async function hostileService(evil: TestServer, mode: 'next' | 'redirect' | 'redirect-create') {
  const jobId = randomUUID();
  const doc = (i: number) => ({
    markdown: `# ${i}`,
    metadata: { sourceURL: `https://a.test/${i}`, statusCode: 200 },
  });
  return startHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const elsewhere = `${evil.url}${url.pathname}${url.search}`;
    if (req.method === 'POST') {
      if (mode === 'redirect-create') return sendJson(res, 307, { success: false }, { location: elsewhere });
      return sendJson(res, 200, { success: true, id: jobId, url: `${evil.url}/v2/crawl/${jobId}` });
    }
    if (mode === 'redirect') return sendJson(res, 302, {}, { location: elsewhere });
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const data = skip < 6 ? [doc(skip), doc(skip + 1)] : [];
    const next = `${evil.url}/v2/crawl/${jobId}?skip=${skip + data.length}`;
    return sendJson(res, 200, {
      success: true,
      status: skip + data.length >= 6 ? 'completed' : 'scraping',
      completed: 6,
      total: 6,
      creditsUsed: 6,
      data,
      ...(skip + data.length < 6 ? { next } : {}),
    });
  });
}

describe('the key never reaches another origin', () => {
  it('a next cursor naming another host is re-aimed at the configured service', async () => {
    const evil = await startHttpServer((_req, res) => sendJson(res, 200, {}));
    const service = await hostileService(evil, 'next');
    const client = createClient({ apiKey: KEY, apiUrl: service.url, retry: { baseMs: 1, maxMs: 5 } });
    cleanups.push(
      () => evil.close(),
      () => service.close(),
      () => client.close(),
    );
    const docs = await lastValueFrom(
      client.crawlDocuments({ url: 'https://a.test' }, { pollIntervalMs: 1 }).pipe(toArray()),
    );
    expect(docs.map((d) => d.metadata?.sourceURL)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `https://a.test/${i}`),
    );
    expect(evil.connections()).toBe(0);
    expect(service.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it.each(['redirect', 'redirect-create'] as const)('a %s to another host is not followed', async (mode) => {
    const evil = await startHttpServer((_req, res) => sendJson(res, 200, {}));
    const service = await hostileService(evil, mode);
    const client = createClient({
      apiKey: KEY,
      apiUrl: service.url,
      maxRetries: 2,
      retry: { baseMs: 1, maxMs: 5 },
    });
    cleanups.push(
      () => evil.close(),
      () => service.close(),
      () => client.close(),
    );
    const outcome = await lastValueFrom(
      client.crawlDocuments({ url: 'https://a.test' }).pipe(toArray()),
    ).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(outcome).toBeInstanceOf(CrawlstreamError);
    expect(findSecret(errorTexts(outcome), KEY)).toBeUndefined();
    expect(evil.connections()).toBe(0);
  });
});

describe('the key appears in no output', () => {
  it('library export under faults: errors, retries, progress, logs, checkpoints and files are clean', async () => {
    const emulator = await startEmulator({
      apiKey: KEY,
      seed: 9,
      site: { sites: 1, pagesPerSite: 150 },
      scrape: { pagesPerSecond: 2000 },
      faults: { rates: { '429': 0.1, '500': 0.1, reset: 0.05, truncate: 0.05 }, retryAfterSeconds: 0 },
    });
    const client = createClient({
      apiKey: KEY,
      apiUrl: emulator.url,
      maxRetries: 20,
      retry: { baseMs: 1, maxMs: 10 },
    });
    cleanups.push(
      () => emulator.close(),
      () => client.close(),
    );
    const seen: unknown[] = [];
    const { output } = await capturingOutput(async () => {
      const options = {
        pageLimit: 20,
        pollIntervalMs: 5,
        onProgress: (p: unknown) => seen.push(p),
      };
      const jsonl = await lastValueFrom(
        client
          .crawl({ url: 'https://site-1.test', limit: 100 }, options)
          .pipe(toJsonl(join(dir, 'a.jsonl.gz'), { gzip: true })),
      );
      const parquet = await lastValueFrom(
        client.crawlPages(jsonl.jobId!, options).pipe(toParquet(join(dir, 'a.parquet'))),
      );
      seen.push(jsonl, parquet);
      // Errors of many kinds: unknown job, bad id, refused key.
      const refused = createClient({ apiKey: `${KEY}x`, apiUrl: emulator.url, maxRetries: 0 });
      cleanups.push(() => refused.close());
      const failures: Observable<unknown>[] = [
        client.crawlPages(randomUUID()),
        client.crawlPages('nope'),
        refused.scrape({ url: 'https://site-1.test' }),
      ];
      for (const failing of failures) {
        seen.push(await lastValueFrom(failing).catch((err: unknown) => errorTexts(err)));
      }
      // A partial export that fails half-way leaves a partial file and a checkpoint behind.
      emulator.injectFault({ route: 'crawl.status', kind: '500', times: 1000 });
      seen.push(
        await lastValueFrom(
          client
            .crawlPages(jsonl.jobId!, { ...options, from: { skip: 40 } })
            .pipe(toJsonl(join(dir, 'b.jsonl'))),
        ).catch((err: unknown) => errorTexts(err)),
      );
    });
    expect(seen.length).toBeGreaterThan(5);
    expect(findSecret(inspect(seen, { depth: 20 }), KEY)).toBeUndefined();
    expect(findSecret(output, KEY)).toBeUndefined();
    expect(findSecret(JSON.stringify(emulator.requests), KEY)).toBeUndefined();
    expect(findSecret(inspect(client, { depth: 6, showHidden: true }), KEY)).toBeUndefined();
    const scan = await scanDirForSecret(dir, KEY);
    expect(scan.files).toBeGreaterThanOrEqual(4); // two outputs, a partial file and its checkpoint
    expect(scan.hits).toEqual([]);
  });

  it('command line export with --api-key, progress, a failure and its resume hint', async () => {
    const emulator = await startEmulator({ apiKey: KEY, seed: 4, site: { sites: 1, pagesPerSite: 80 } });
    cleanups.push(() => emulator.close());
    const run = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
      const stdout = new PassThrough();
      let out = '';
      stdout.on('data', (c: Buffer) => {
        out += c.toString();
      });
      let err = '';
      const stderr = {
        isTTY: false,
        write: (chunk: string) => {
          err += chunk;
          return true;
        },
      };
      const code = await runCli(args, { stdout, stderr, env });
      return { code, text: `${out}\n${err}` };
    };
    const file = join(dir, 'c.jsonl');
    const ok = await run([
      'crawl',
      'https://site-1.test',
      '--limit',
      '40',
      '-o',
      file,
      '--json',
      '--api-url',
      emulator.url,
      '--api-key',
      KEY,
    ]);
    expect(ok.code).toBe(0);
    const stdoutExport = await run(
      ['crawl', 'https://site-1.test', '--limit', '10', '--debug', '--api-url', emulator.url],
      {
        CRAWLSTREAM_API_KEY: KEY,
      },
    );
    expect(stdoutExport.code).toBe(0);
    emulator.injectFault({ route: 'crawl.status', kind: '500', times: 1000 });
    const failed = await run([
      'crawl',
      'https://site-1.test',
      '--limit',
      '40',
      '-o',
      join(dir, 'd.jsonl'),
      '--debug',
      '--max-retries',
      '1',
      '--api-url',
      emulator.url,
      '--api-key',
      KEY,
    ]);
    expect(failed.code).not.toBe(0);
    expect(failed.text).toMatch(/crawlstream pages/); // the resume hint was printed
    const wrongKey = await run([
      'map',
      'https://site-1.test',
      '--debug',
      '--api-url',
      emulator.url,
      '--api-key',
      `${KEY}x`,
    ]);
    expect(wrongKey.code).not.toBe(0);
    for (const r of [ok, stdoutExport, failed, wrongKey])
      expect(findSecret(r.text, KEY), r.text).toBeUndefined();
    const scan = await scanDirForSecret(dir, KEY);
    expect(scan.files).toBeGreaterThanOrEqual(2);
    expect(scan.hits).toEqual([]);
  });
});

describe('local servers bind to loopback unless told otherwise', () => {
  it('the emulator and the webhook receiver listen on 127.0.0.1 by default', async () => {
    const emulator = await startEmulator();
    cleanups.push(() => emulator.close());
    expect(new URL(emulator.url).hostname).toBe('127.0.0.1');
    const url = await new Promise<string>((resolve) => {
      const sub = webhookEvents({ secret: 's', onListening: resolve }).subscribe();
      cleanups.push(() => sub.unsubscribe());
    });
    expect(new URL(url).hostname).toBe('127.0.0.1');
  });
});
