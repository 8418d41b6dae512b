import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { api, manualClock } from './emulator-api.js';

let emulator: Emulator | undefined;

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('auth and request validation', () => {
  it('answers 401 without the bearer token or with a wrong one, and never logs the token', async () => {
    emulator = await startEmulator({ apiKey: 'fc-secret-test-key' });
    const none = await api(emulator, 'GET', '/v2/crawl/active', { noAuth: true });
    expect(none.status).toBe(401);
    expect(none.json.success).toBe(false);
    const wrong = await api(emulator, 'GET', '/v2/crawl/active', {
      noAuth: true,
      headers: { authorization: 'Bearer fc-other' },
    });
    expect(wrong.status).toBe(401);
    expect((await api(emulator, 'GET', '/v2/crawl/active')).status).toBe(200);
    expect(JSON.stringify(emulator.requests)).not.toContain('fc-secret-test-key');
    expect(emulator.requests.map((r) => r.status)).toEqual([401, 401, 200]);
  });

  it('rejects malformed JSON, unknown keys (strict bodies) and bad values with zod-style details', async () => {
    emulator = await startEmulator();
    const malformed = await api(emulator, 'POST', '/v2/crawl', { rawBody: '{"url": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ success: false, code: 'BAD_REQUEST_INVALID_JSON' });

    const unknownKey = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', depth: 2 },
    });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.json.code).toBe('BAD_REQUEST');
    expect(unknownKey.json.details[0]).toMatchObject({ code: 'unrecognized_keys' });

    const badLimit = await api(emulator, 'POST', '/v2/search', { body: { query: 'x', limit: 500 } });
    expect(badLimit.status).toBe(400);
    expect(badLimit.json.details[0].path).toEqual(['limit']);
  });

  it("accepts the caller tag the service's own SDKs add to every body (origin)", async () => {
    emulator = await startEmulator();
    const crawl = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', limit: 2, origin: 'js-sdk@4.42.0' },
    });
    expect(crawl.status).toBe(200);
    const map = await api(emulator, 'POST', '/v2/map', {
      body: { url: 'https://site-1.test', origin: 'api' },
    });
    expect(map.status).toBe(200);
    const wrongType = await api(emulator, 'POST', '/v2/map', {
      body: { url: 'https://site-1.test', origin: 3 },
    });
    expect(wrongType.status).toBe(400);
  });

  it('answers 413 to a body over 10 MB', async () => {
    emulator = await startEmulator();
    const huge = JSON.stringify({
      urls: ['https://site-1.test'],
      headers: { x: 'a'.repeat(10 * 1024 * 1024) },
    });
    const reply = await api(emulator, 'POST', '/v2/batch/scrape', { rawBody: huge });
    expect(reply.status).toBe(413);
    expect(reply.json.success).toBe(false);
  });

  it('answers 400 to a job id that is not a UUID and 404 to an unknown one', async () => {
    emulator = await startEmulator();
    const bad = await api(emulator, 'GET', '/v2/crawl/not-a-uuid');
    expect(bad.status).toBe(400);
    expect((await api(emulator, 'DELETE', '/v2/batch/scrape/123')).status).toBe(400);
    const unknown = await api(emulator, 'GET', '/v2/crawl/0190a0a0-0000-7000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, error: 'Job not found' });
  });
});

describe('job lifecycle', () => {
  it('cancels a running job, 409s on a completed one, 404s on an unknown one', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now });
    const running = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', limit: 10 },
    });
    const done = await api(emulator, 'POST', '/v2/crawl', { body: { url: 'https://site-2.test', limit: 2 } });
    clock.advance(5);
    const cancelled = await api(emulator, 'DELETE', `/v2/crawl/${running.json.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toEqual({ status: 'cancelled' });
    const after = await api(emulator, 'GET', `/v2/crawl/${running.json.id}`);
    expect(after.json.status).toBe('cancelled');
    clock.advance(60_000);
    const still = await api(emulator, 'GET', `/v2/crawl/${running.json.id}`);
    expect(still.json.completed).toBe(after.json.completed);
    const conflict = await api(emulator, 'DELETE', `/v2/crawl/${done.json.id}`);
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toBe('Crawl is already completed');
    expect((await api(emulator, 'DELETE', '/v2/crawl/0190a0a0-0000-7000-8000-000000000001')).status).toBe(
      404,
    );
  });

  it('reports a job that never started as HTTP 200 with success:false and status failed', async () => {
    emulator = await startEmulator();
    const created = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://no-such-host.invalid' },
    });
    expect(created.status).toBe(200);
    const status = await api(emulator, 'GET', `/v2/crawl/${created.json.id}`);
    expect(status.status).toBe(200);
    expect(status.json).toMatchObject({ success: false, status: 'failed' });
    expect(status.json.error).toContain('no-such-host.invalid');
  });

  it('forgets a job jobTtlMs after its last write', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now, jobTtlMs: 60_000 });
    const id = emulator.createCompletedCrawl({ pages: 2, sizes: 10 });
    const fresh = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(Date.parse(fresh.json.expiresAt)).toBe(clock.now() + 60_000);
    clock.advance(59_000);
    expect((await api(emulator, 'GET', `/v2/crawl/${id}`)).status).toBe(200);
    clock.advance(2_000);
    const gone = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error).toBe('Job not found');
    expect((await api(emulator, 'GET', `/v2/crawl/${id}/errors`)).status).toBe(404);
  });

  it('accepts an idempotency key once and answers 409 when it is reused or not a UUID', async () => {
    emulator = await startEmulator();
    const key = '0190a0a0-1111-7000-8000-000000000000';
    const body = { url: 'https://site-1.test', limit: 1 };
    const first = await api(emulator, 'POST', '/v2/crawl', { body, headers: { 'x-idempotency-key': key } });
    expect(first.status).toBe(200);
    const again = await api(emulator, 'POST', '/v2/crawl', { body, headers: { 'x-idempotency-key': key } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('Idempotency key already used');
    const batch = await api(emulator, 'POST', '/v2/batch/scrape', {
      body: { urls: ['https://site-1.test'] },
      headers: { 'x-idempotency-key': key },
    });
    expect(batch.status).toBe(409);
    const notUuid = await api(emulator, 'POST', '/v2/crawl', {
      body,
      headers: { 'x-idempotency-key': 'abc' },
    });
    expect(notUuid.status).toBe(409);
    // A rejected request does not use up its key.
    const fresh = '0190a0a0-2222-7000-8000-000000000000';
    const invalid = await api(emulator, 'POST', '/v2/crawl', {
      body: {},
      headers: { 'x-idempotency-key': fresh },
    });
    expect(invalid.status).toBe(400);
    const valid = await api(emulator, 'POST', '/v2/crawl', { body, headers: { 'x-idempotency-key': fresh } });
    expect(valid.status).toBe(200);
  });

  it('lists only running crawls as active, and sends failed pages to /errors', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now, scrape: { failureRate: 0.5 } });
    const created = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', limit: 20 },
    });
    const active = await api(emulator, 'GET', '/v2/crawl/active');
    expect(active.json.crawls).toHaveLength(1);
    expect(active.json.crawls[0]).toMatchObject({ id: created.json.id, url: 'https://site-1.test' });
    clock.advance(60_000);
    expect((await api(emulator, 'GET', '/v2/crawl/active')).json.crawls).toEqual([]);
    const status = await api(emulator, 'GET', `/v2/crawl/${created.json.id}`);
    const errors = await api(emulator, 'GET', `/v2/crawl/${created.json.id}/errors`);
    expect(errors.json.errors.length).toBeGreaterThan(0);
    // Failed pages count in neither `completed` nor `total`, and are not in `data`.
    expect(status.json.total).toBe(status.json.completed);
    const failed = new Set(errors.json.errors.map((e: { url: string }) => e.url));
    for (const doc of status.json.data) expect(failed.has(doc.metadata.sourceURL)).toBe(false);
  });
});

describe('input the synthetic web refuses', () => {
  it('answers 400 BAD_REQUEST to an invalid includePaths regex', async () => {
    emulator = await startEmulator();
    const reply = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-1.test', includePaths: ['(['] },
    });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
