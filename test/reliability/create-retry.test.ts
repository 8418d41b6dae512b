import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { startEmulator } from '../../src/emulator/index.js';
import { ConflictError } from '../../src/errors/errors.js';
import { runSoak } from './helpers/run-soak.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-create-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const NO_RANDOM_FAULTS = { rates: {} };

describe('faults on the job-creating POST', () => {
  for (const kind of ['reset', '429', '500', '502', '503'] as const) {
    it(`a ${kind} on POST /v2/crawl is retried without creating a second job`, async () => {
      const r = await runSoak({
        documents: 120,
        seed: 21,
        dir,
        faults: NO_RANDOM_FAULTS,
        scripted: [{ route: 'crawl.create', kind }],
      });
      expect(r.error).toBeUndefined();
      expect(r.jobsCreated).toBe(1);
      expect(r.faults[kind]).toBe(1);
      expect(r.missing.length + r.duplicates.length + r.mismatched.length).toBe(0);
      expect(r.records).toBe(r.expected);
      expect(r.faultSequence.filter((s) => s.startsWith('crawl.create#'))).toHaveLength(2);
    });
  }

  // The service made the job but the answer was cut off; the retry meets the call's own idempotency key
  // (409) and the client adopts the single matching active crawl instead of failing. The crawl runs 3 s
  // (40 pages a second), so it is still active when the client looks: at the soak's 5,000 a second it ended
  // 45 ms after its start, and a loaded machine once delayed the retry past that (no active crawl to adopt).
  it('a body cut off in the answer to POST /v2/crawl still ends in a complete export', async () => {
    const r = await runSoak({
      documents: 120,
      pagesPerSecond: 40,
      seed: 21,
      dir,
      faults: NO_RANDOM_FAULTS,
      scripted: [{ route: 'crawl.create', kind: 'truncate' }],
    });
    expect(r.faults.truncate).toBe(1);
    expect(r.error).toBeUndefined();
    expect(r.jobsCreated).toBe(1);
    expect(r.missing.length + r.duplicates.length + r.mismatched.length).toBe(0);
    expect(r.records).toBe(r.expected);
    expect(r.faultSequence.filter((s) => s.startsWith('crawl.create#'))).toHaveLength(2);
  });

  it('a cut-off answer to POST /v2/batch/scrape never creates a second job, and the error says why', async () => {
    const emulator = await startEmulator({ seed: 21 });
    const client = createClient({
      apiKey: emulator.apiKey,
      apiUrl: emulator.url,
      retry: { baseMs: 1, maxMs: 5 },
    });
    try {
      emulator.injectFault({ route: 'batch.create', kind: 'truncate' });
      const urls = ['https://site-1.test/', 'https://site-2.test/', 'https://site-3.test/'];
      const outcome = await lastValueFrom(client.batchScrapeDocuments({ urls }).pipe(toArray())).then(
        (docs) => ({ docs }),
        (error: unknown) => ({ error }),
      );
      const created = emulator.requests.filter(
        (r) => r.route === 'batch.create' && (r.status === 200 || r.faults.includes('truncate')),
      );
      expect(created).toHaveLength(1);
      // The retry meets the first attempt's key; no list of batch scrapes lets the client find the job.
      expect('error' in outcome && outcome.error).toBeInstanceOf(ConflictError);
      expect((outcome as { error: Error }).error.message).toMatch(
        /created a batch scrape whose answer was lost/,
      );
    } finally {
      await client.close();
      await emulator.close();
    }
  });
});
