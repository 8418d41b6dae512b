import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, reduce } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../src/documents/canonical-url.js';
import { dedupePages, documentUrl } from '../../src/operators/dedupe-pages.js';
import { exactSetStore } from '../../src/operators/hash-set-store.js';
import { readCheckpoint, toJsonl } from '../../src/sinks/index.js';
import { cleanup, setupEmulator } from '../operations/emulator-fixture.js';

afterEach(cleanup);

describe('dedupePages', () => {
  it('writes each canonical URL once while the checkpoint still counts every document read', async () => {
    const { emulator, client } = await setupEmulator({ scrape: { pagesPerSecond: 500, concurrency: 4 } });
    const links = emulator.web.map({ url: 'https://site-1.test', limit: 12 }).map((l) => l.url);
    // Every page three times, spelled differently: the service scrapes each spelling.
    const urls = links.flatMap((url) => [url, `${url}#top`, url.endsWith('/') ? url : `${url}/`]);
    const dir = await mkdtemp(join(tmpdir(), 'dedupe-pages-'));
    try {
      const path = join(dir, 'out.jsonl');
      let jobId = '';
      const summary = await lastValueFrom(
        client
          .batchScrape(
            { urls },
            { pollIntervalMs: 10, maxPollIntervalMs: 40, onStart: (j) => (jobId = j.id) },
          )
          .pipe(dedupePages({ store: exactSetStore() }), toJsonl(path)),
      );
      const truth = emulator.jobs.documents(jobId);
      const lines = (await readFile(path, 'utf8')).split('\n').filter(Boolean);
      const written = lines.map((line) => canonicalUrl(documentUrl(JSON.parse(line))));
      expect(truth.length).toBeGreaterThan(lines.length);
      expect(new Set(written).size).toBe(written.length);
      expect(new Set(written)).toEqual(new Set(truth.map((doc) => canonicalUrl(documentUrl(doc)))));
      expect(summary.records).toBe(lines.length);
      const checkpoint = await readCheckpoint(path);
      expect(checkpoint?.cursor.skip).toBe(truth.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('starts from an empty store on each subscription', async () => {
    const { emulator, client } = await setupEmulator({ scrape: { pagesPerSecond: 500 } });
    const url = emulator.web.map({ url: 'https://site-1.test', limit: 1 })[0]?.url ?? '';
    const pages = client.batchScrape({ urls: [url, `${url}#a`] }, { pollIntervalMs: 10 }).pipe(dedupePages());
    const count = () => lastValueFrom(pages.pipe(reduce((n, page) => n + page.documents.length, 0)));
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
  });
});
