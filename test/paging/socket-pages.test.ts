import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lastValueFrom, mergeMap, tap, timer, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { cleanup, setupEmulator, sourceUrl } from '../operations/emulator-fixture.js';

afterEach(cleanup);

const site = 'https://site-1.test/';

function urlsOf(pages: readonly PageEvent[]): string[] {
  return pages.flatMap((p) => p.documents.map(sourceUrl));
}

describe("statusStream: 'websocket'", () => {
  it("reads a running crawl as its socket signals documents: every one once, in the job's order", async () => {
    // 4 s of scraping: the socket is open long before the crawl ends, however loaded the machine.
    const { client, emulator } = await setupEmulator({ scrape: { pagesPerSecond: 10, concurrency: 4 } });
    let jobId = '';
    const pages = await lastValueFrom(
      client
        .crawl(
          { url: site, limit: 40 },
          // A minute between polls: the crawl ends in seconds only because the socket's frames end the waits.
          {
            statusStream: 'websocket',
            pollIntervalMs: 60_000,
            maxPollIntervalMs: 60_000,
            onStart: (s) => (jobId = s.id),
          },
        )
        .pipe(toArray()),
    );
    const truth = emulator.jobs.sourceUrls(jobId);
    expect(urlsOf(pages)).toEqual(truth);
    // Cursors are positions in the job: a prefix at every page.
    let skip = 0;
    for (const page of pages) {
      expect(page.cursor.skip).toBe(skip);
      skip = page.nextCursor.skip;
    }
    const reads = emulator.requests.filter((r) => r.path === `/v2/crawl/${jobId}`);
    // The socket was opened (the upgrade answered 101).
    expect(reads.some((r) => r.status === 101)).toBe(true);
    // Documents come from the status pages, the first read right after the crawl started.
    expect(reads.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  });

  it('a slow consumer holds the reads back as paging does: every document once, in order', async () => {
    const { client, emulator } = await setupEmulator({ scrape: { pagesPerSecond: 200, concurrency: 8 } });
    let jobId = '';
    const pages = await lastValueFrom(
      client
        .crawl(
          { url: site, limit: 60 },
          { statusStream: 'websocket', window: 2, onStart: (s) => (jobId = s.id) },
        )
        .pipe(
          // Holds each page for 20 ms: the socket outruns it.
          mergeMap((page) => {
            const done = page.hold();
            return timer(20).pipe(
              tap(() => done()),
              mergeMap(() => [page]),
            );
          }, 1),
          toArray(),
        ),
    );
    const truth = emulator.jobs.sourceUrls(jobId);
    expect(urlsOf(pages)).toEqual(truth);
    expect(new Set(urlsOf(pages)).size).toBe(truth.length);
  });

  it('a finished crawl is read from the resume cursor', async () => {
    const { client, emulator } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 30, sizes: [2_000] });
    const pages = await lastValueFrom(
      client.crawlPages(jobId, { statusStream: 'websocket', from: { skip: 10 } }).pipe(toArray()),
    );
    const truth = emulator.jobs.sourceUrls(jobId);
    expect(urlsOf(pages)).toEqual(truth.slice(10));
    expect(pages[0]?.cursor.skip).toBe(10);
  });

  it('a socket that says completed with nothing, then sends a document twice, decides nothing: the pages do', async () => {
    const jobId = '0190f1d2-0000-7000-8000-0000000000aa';
    const doc = (i: number) => ({
      markdown: `doc ${i}`,
      metadata: { sourceURL: `${site}${i}`, statusCode: 200 },
    });
    let reads = 0;
    const server = createServer((req, res) => {
      // The status pages: two documents while scraping, then the job is completed with three.
      reads++;
      const skip = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('skip') ?? 0);
      const done = reads > 2;
      const all = done ? [0, 1, 2] : [0, 1];
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          success: true,
          status: done ? 'completed' : 'scraping',
          total: all.length,
          completed: all.length,
          creditsUsed: all.length,
          data: all.slice(skip).map(doc),
        }),
      );
    });
    server.on('upgrade', (req, socket) => {
      const accept = createHash('sha1')
        .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64');
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\nSec-WebSocket-Protocol: k\r\n\r\n`,
      );
      const text = (value: unknown) => {
        const payload = Buffer.from(JSON.stringify(value));
        const head =
          payload.length < 126
            ? Buffer.from([0x81, payload.length])
            : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 255]);
        socket.write(Buffer.concat([head, payload]));
      };
      // What the 2025 open-source server was seen to send: completed, nothing, done. Then a stray repeat.
      text({
        type: 'catchup',
        data: { success: true, status: 'completed', total: 0, completed: 0, data: [] },
      });
      text({ type: 'document', data: doc(1) });
      text({ type: 'document', data: doc(1) });
      const reason = Buffer.from('{"type":"done"}');
      socket.end(Buffer.concat([Buffer.from([0x88, reason.length + 2, 0x03, 0xe8]), reason]));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const client = createClient({
      apiKey: 'k',
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    try {
      const pages = await lastValueFrom(
        // A minute between polls: only the socket's frames get the later reads done in time.
        client.crawlPages(jobId, { statusStream: 'websocket', pollIntervalMs: 60_000 }).pipe(toArray()),
      );
      expect(urlsOf(pages)).toEqual([0, 1, 2].map((i) => `${site}${i}`));
    } finally {
      await client.close();
      server.close();
    }
  });
});
