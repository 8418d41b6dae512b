import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrawlstreamError } from '../../src/core/errors.js';
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

  // Known gap (reported): the service created the job, but the answer was cut off. The retry reuses the
  // idempotency key, the service answers 409 "Idempotency key already used", and the export fails with a
  // ConflictError instead of finding the job it created (e.g. through GET /v2/crawl/active). No job is
  // duplicated, but the export does not complete. Remove `.fails` once the create call recovers the id.
  it.fails('a body cut off in the answer to POST /v2/crawl still ends in a complete export', async () => {
    const r = await runSoak({
      documents: 120,
      seed: 21,
      dir,
      faults: NO_RANDOM_FAULTS,
      scripted: [{ route: 'crawl.create', kind: 'truncate' }],
    });
    expect(r.error).toBeUndefined();
    expect(r.records).toBe(r.expected);
  });

  it('a cut-off answer to POST /v2/crawl never creates a second job; a failure is a typed error', async () => {
    const r = await runSoak({
      documents: 120,
      seed: 21,
      dir,
      faults: NO_RANDOM_FAULTS,
      scripted: [{ route: 'crawl.create', kind: 'truncate' }],
    });
    expect(r.faults.truncate).toBe(1);
    expect(r.jobsCreated).toBe(1);
    if (r.error !== undefined) expect(r.error).toBeInstanceOf(CrawlstreamError);
    else expect(r.records).toBe(r.expected);
  });
});
