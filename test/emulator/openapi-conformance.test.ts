import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { api, manualClock } from './emulator-api.js';
import { compile, responseValidator, schemaErrors, v2Spec } from './openapi-validator.js';

const clock = manualClock();
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ now: clock.now, seed: 3, site: { failureRate: 0.2 } });
});

afterAll(async () => {
  await emulator.close();
});

function expectValid(path: string, method: string, body: unknown, status = 200): void {
  expect(schemaErrors(responseValidator(path, method, status), body)).toBe('');
}

describe('every route answers as the published v2 OpenAPI document says', () => {
  it('crawl: create, status while scraping and completed, errors, active, cancel', async () => {
    const created = await api(emulator, 'POST', '/v2/crawl', {
      body: {
        url: 'https://site-1.test',
        limit: 15,
        scrapeOptions: { formats: ['markdown', 'html', 'links'] },
      },
    });
    expect(created.status).toBe(200);
    expectValid('/crawl', 'post', created.json);
    const id = created.json.id;

    const active = await api(emulator, 'GET', '/v2/crawl/active');
    expect(active.json.crawls.map((c: { id: string }) => c.id)).toContain(id);
    // SERVICE-NOTES wins over the spec here: the list is `crawls` (the spec requires a `data` key) and
    // its items carry no `status` (the spec lists it as required).
    type ActiveSchema = {
      required: string[];
      properties: {
        crawls: {
          items: { required: string[]; properties: { options: { properties: Record<string, unknown> } } };
        };
      };
    };
    type Spec = {
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: ActiveSchema }> }> } }
      >;
    };
    const activeSchema = structuredClone(
      (v2Spec as unknown as Spec).paths['/crawl/active']!.get.responses['200']!.content['application/json']!
        .schema,
    );
    activeSchema.required = ['success', 'crawls'];
    activeSchema.properties.crawls.items.required = ['id', 'teamId', 'url', 'options'];
    activeSchema.properties.crawls.items.properties.options.properties.scrapeOptions = { type: 'object' };
    expect(schemaErrors(compile(activeSchema), active.json)).toBe('');

    const scraping = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(scraping.json.status).toBe('scraping');
    expectValid('/crawl/{id}', 'get', scraping.json);

    clock.advance(60_000);
    const done = await api(emulator, 'GET', `/v2/crawl/${id}`);
    expect(done.json.status).toBe('completed');
    expect(done.json.data.length).toBeGreaterThan(0);
    expectValid('/crawl/{id}', 'get', done.json);

    const errors = await api(emulator, 'GET', `/v2/crawl/${id}/errors`);
    expect(errors.json.errors.length).toBeGreaterThan(0);
    expectValid('/crawl/{id}/errors', 'get', errors.json);

    const second = await api(emulator, 'POST', '/v2/crawl', {
      body: { url: 'https://site-2.test', limit: 5 },
    });
    const cancelled = await api(emulator, 'DELETE', `/v2/crawl/${second.json.id}`);
    expect(cancelled.json).toEqual({ status: 'cancelled' });
    expectValid('/crawl/{id}', 'delete', cancelled.json);
    const afterCancel = await api(emulator, 'GET', `/v2/crawl/${second.json.id}`);
    expect(afterCancel.json.status).toBe('cancelled');
    expectValid('/crawl/{id}', 'get', afterCancel.json);
    const missing = await api(emulator, 'DELETE', '/v2/crawl/0190a0a0-0000-7000-8000-000000000000');
    expect(missing.status).toBe(404);
    expectValid('/crawl/{id}', 'delete', missing.json, 404);
  });

  it('batch scrape: create, status, errors, cancel', async () => {
    const urls = emulator.web
      .pages()
      .slice(0, 6)
      .map((page) => page.url);
    const created = await api(emulator, 'POST', '/v2/batch/scrape', { body: { urls, formats: ['rawHtml'] } });
    expectValid('/batch/scrape', 'post', created.json);
    const id = created.json.id;
    const scraping = await api(emulator, 'GET', `/v2/batch/scrape/${id}`);
    expectValid('/batch/scrape/{id}', 'get', scraping.json);
    clock.advance(60_000);
    const done = await api(emulator, 'GET', `/v2/batch/scrape/${id}`);
    expect(done.json.status).toBe('completed');
    expectValid('/batch/scrape/{id}', 'get', done.json);
    expectValid(
      '/batch/scrape/{id}/errors',
      'get',
      (await api(emulator, 'GET', `/v2/batch/scrape/${id}/errors`)).json,
    );
    const other = await api(emulator, 'POST', '/v2/batch/scrape', { body: { urls } });
    const cancelled = await api(emulator, 'DELETE', `/v2/batch/scrape/${other.json.id}`);
    expectValid('/batch/scrape/{id}', 'delete', cancelled.json);
  });

  it('scrape, search, map', async () => {
    const page = emulator.web.pages().find((p) => p.statusCode === 200 && !p.failure)!;
    const scraped = await api(emulator, 'POST', '/v2/scrape', {
      body: { url: page.url, formats: ['markdown', 'html', 'rawHtml', 'links', 'screenshot'] },
    });
    expect(scraped.status).toBe(200);
    expect(scraped.json.data.metadata.sourceURL).toBe(page.url);
    expectValid('/scrape', 'post', scraped.json);

    const searched = await api(emulator, 'POST', '/v2/search', {
      body: {
        query: page.title.split(' ')[0],
        limit: 5,
        sources: ['web', 'images', 'news'],
        scrapeOptions: { formats: ['markdown'] },
      },
    });
    expect(searched.status).toBe(200);
    expectValid('/search', 'post', searched.json);

    const mapped = await api(emulator, 'POST', '/v2/map', {
      body: { url: 'https://site-1.test', limit: 20 },
    });
    expect(mapped.json.links.length).toBeGreaterThan(0);
    expectValid('/map', 'post', mapped.json);
  });

  it('extract: create and status, with deprecation headers', async () => {
    const created = await api(emulator, 'POST', '/v2/extract', {
      body: {
        urls: ['https://site-1.test/*'],
        prompt: 'title of each page',
        schema: { type: 'object', properties: { title: { type: 'string' } } },
        showSources: true,
      },
    });
    expect(created.status).toBe(200);
    expect(created.headers.deprecation).toBeDefined();
    expectValid('/extract', 'post', created.json);
    const processing = await api(emulator, 'GET', `/v2/extract/${created.json.id}`);
    expect(processing.json.status).toBe('processing');
    // The service sends `data: []` until the job completes (the official SDK relies on it); the published
    // document types `data` as an object, so the rest of the body is checked against it.
    expect(processing.json.data).toEqual([]);
    expectValid('/extract/{id}', 'get', { ...processing.json, data: {} });
    clock.advance(1_000);
    const done = await api(emulator, 'GET', `/v2/extract/${created.json.id}`);
    expect(done.json.status).toBe('completed');
    expect(typeof done.json.data.title).toBe('string');
    expectValid('/extract/{id}', 'get', done.json);
  });

  it('browser: create, list, execute, delete in both forms', async () => {
    const created = await api(emulator, 'POST', '/v2/browser', { body: { ttl: 120 } });
    expectValid('/browser', 'post', created.json);
    const listed = await api(emulator, 'GET', '/v2/browser?status=active');
    expect(listed.json.sessions.map((s: { id: string }) => s.id)).toContain(created.json.id);
    expectValid('/browser', 'get', listed.json);
    const run = await api(emulator, 'POST', `/v2/browser/${created.json.id}/execute`, {
      body: { code: 'console.log("hi")' },
    });
    expect(run.json.stdout).toBe('hi\n');
    expectValid('/browser/{sessionId}/execute', 'post', run.json);
    clock.advance(5_000);
    const deleted = await api(emulator, 'DELETE', `/v2/browser/${created.json.id}`);
    expect(deleted.json).toMatchObject({ success: true, sessionDurationMs: 5_000 });
    expectValid('/browser/{sessionId}', 'delete', deleted.json);
    const other = await api(emulator, 'POST', '/v2/browser', { body: {} });
    const byBody = await api(emulator, 'DELETE', '/v2/browser', { body: { id: other.json.id } });
    // The seed's `DELETE /browser {id}` form has no entry in the published spec: it answers like the path form.
    expectValid('/browser/{sessionId}', 'delete', byBody.json);
  });

  it('team usage: credits, tokens, their history, the queue, activity', async () => {
    await api(emulator, 'POST', '/v2/scrape', { body: { url: 'https://site-1.test/' } });
    for (const path of ['/team/credit-usage', '/team/token-usage', '/team/queue-status', '/team/activity']) {
      const answer = await api(emulator, 'GET', `/v2${path}`);
      expect(answer.status).toBe(200);
      expectValid(path, 'get', answer.json);
    }
    // The 2026 server names a period's amount `creditsUsed`; the spec's `totalCredits` is not sent, and the
    // spec does not require it.
    const history = await api(emulator, 'GET', '/v2/team/credit-usage/historical?byApiKey=true');
    expectValid('/team/credit-usage/historical', 'get', history.json);
    expect(history.json.periods[0].creditsUsed).toBeGreaterThan(0);
    const tokens = await api(emulator, 'GET', '/v2/team/token-usage/historical');
    expectValid('/team/token-usage/historical', 'get', tokens.json);
  });

  it('monitors: create, list, get, update, run, checks, a check with its pages, delete', async () => {
    const created = await api(emulator, 'POST', '/v2/monitor', {
      body: {
        name: 'site',
        schedule: { cron: '0 * * * *', timezone: 'UTC' },
        targets: [
          { type: 'scrape', urls: ['https://site-1.test/'] },
          { type: 'crawl', url: 'https://site-1.test', crawlOptions: { limit: 8 } },
        ],
      },
    });
    expect(created.status).toBe(200);
    expectValid('/monitor', 'post', created.json);
    const id = created.json.data.id;
    expectValid('/monitor', 'get', (await api(emulator, 'GET', '/v2/monitor')).json);
    expectValid('/monitor/{monitorId}', 'get', (await api(emulator, 'GET', `/v2/monitor/${id}`)).json);
    const patched = await api(emulator, 'PATCH', `/v2/monitor/${id}`, { body: { retentionDays: 7 } });
    expectValid('/monitor/{monitorId}', 'patch', patched.json);
    const run = await api(emulator, 'POST', `/v2/monitor/${id}/run`);
    expectValid('/monitor/{monitorId}/run', 'post', run.json);
    clock.advance(60_000);
    expectValid(
      '/monitor/{monitorId}/checks',
      'get',
      (await api(emulator, 'GET', `/v2/monitor/${id}/checks`)).json,
    );
    const check = await api(emulator, 'GET', `/v2/monitor/${id}/checks/${run.json.id}?limit=3`);
    expect(check.json.data.pages).toHaveLength(3);
    expect(check.json.next).toContain('skip=3');
    expectValid('/monitor/{monitorId}/checks/{checkId}', 'get', check.json);
    expectValid('/monitor/{monitorId}', 'delete', (await api(emulator, 'DELETE', `/v2/monitor/${id}`)).json);
  });
});
