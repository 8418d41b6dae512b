import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { NotFoundError, ValidationError } from '../../src/errors/errors.js';
import { pdfOf } from '../helpers/pdf-file.js';
import { cleanup, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-parse-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('parse', () => {
  it('uploads a PDF from disk and gets its pages as markdown, billed per page', async () => {
    const { client, emulator } = await setupEmulator({ credits: 100 });
    for (const deflate of [false, true]) {
      const path = join(dir, `report-${deflate}.pdf`);
      await writeFile(path, pdfOf([['Quarterly report', 'Revenue (up) 12%'], ['Page two']], { deflate }));
      const before = emulator.credits() as number;
      const doc = await lastValueFrom(client.parse(path));
      expect(doc.markdown).toBe('Quarterly report\nRevenue (up) 12%\nPage two');
      expect(doc.metadata).toMatchObject({ numPages: 2, sourceURL: `report-${deflate}.pdf` });
      expect(emulator.credits()).toBe(before - 2);
    }
  });

  it('parses HTML bytes into markdown and the asked formats', async () => {
    const { client } = await setupEmulator();
    const html =
      '<html><head><title>Docs</title></head><body><h1>Install</h1><p>Run <a href="https://x.test/">it</a>.</p><script>x()</script></body></html>';
    const doc = await lastValueFrom(
      client.parse({ data: html, filename: 'page.html' }, { formats: ['markdown', 'html'] }),
    );
    expect(doc.markdown).toBe('# Install\n\nRun [it](https://x.test/).');
    expect(doc.html).toBe(html);
    expect(doc.metadata?.title).toBe('Docs');
  });

  it('refuses an unknown file type and bad options before sending; self-hosted servers have no parse', async () => {
    const { client, emulator } = await setupEmulator();
    const type = await failure(client.parse({ data: 'x', filename: 'notes.txt' }));
    expect(type).toBeInstanceOf(ValidationError);
    expect((type as ValidationError).issues[0]?.path).toBe('filename');
    const options = await failure(
      client.parse({ data: 'x', filename: 'a.html' }, { proxy: 'stealth' } as never),
    );
    expect((options as ValidationError).issues[0]?.path).toBe('proxy');
    expect(emulator.requests).toHaveLength(0);
    const selfHosted = await setupEmulator({ profile: 'self-hosted-2025' });
    expect(await failure(selfHosted.client.parse({ data: '<p>x</p>', filename: 'a.html' }))).toBeInstanceOf(
      NotFoundError,
    );
  });

  it('a retried upload sends the whole file again, read afresh from disk', async () => {
    const path = join(dir, 'retry.pdf');
    const pdf = pdfOf([['again']]);
    await writeFile(path, pdf);
    const bodies: Buffer[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks));
        res.setHeader('content-type', 'application/json');
        if (bodies.length === 1) {
          res.statusCode = 429;
          res.setHeader('retry-after', '0');
          res.end('{"success":false,"error":"slow down"}');
        } else res.end('{"success":true,"data":{"markdown":"again","metadata":{"statusCode":200}}}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = createClient({
      apiKey: 'k',
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      retry: { baseMs: 1, maxMs: 2 },
    });
    try {
      expect((await lastValueFrom(client.parse(path))).markdown).toBe('again');
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toEqual(bodies[0]);
      expect(bodies[1]?.includes(pdf)).toBe(true);
    } finally {
      await client.close();
      server.close();
    }
  });
});
