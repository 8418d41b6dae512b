/**
 * The tool catalogue against the emulator over a socket: find pages through the listing by `next`, call
 * executes tools deterministically, bills their `creditsCost` once per request id, reports a failed call in
 * its place; `domainTools` adds the tools of a page; the `alexandria` search source finds tools; the SDK's
 * request rules are refused before sending, naming the field; a self-hosted server does not offer it.
 */
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/errors.js';
import { cleanup, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

const credits = async (url: string, key: string) =>
  (
    (await (
      await fetch(`${url}/v2/team/credit-usage`, { headers: { authorization: `Bearer ${key}` } })
    ).json()) as {
      data: { remainingCredits: number };
    }
  ).data.remainingCredits;

describe('client.tools', () => {
  it('find pages through every level of the catalogue by its next calls', async () => {
    const { emulator, client } = await setupEmulator();
    const providers = await lastValueFrom(
      client.tools.find({ level: 'providers', limit: 2 }).pipe(toArray()),
    );
    expect(providers.map((p) => p.id)).toEqual(['github', 'npm', 'weather', 'site']);
    const tools = await lastValueFrom(
      client.tools.find({ level: 'tools', providers: ['github'], expand: ['options'] }).pipe(toArray()),
    );
    expect(tools.map((t) => t.id)).toEqual(['github.repo-info', 'github.search-issues']);
    expect(tools[0]).toMatchObject({ execute: { provider: 'github', capability: 'repo-info' } });
    expect(tools[0]?.options).toHaveLength(2);
    const forUrl = await lastValueFrom(
      client.tools.find({ level: 'tools', urls: ['https://site-2.test/a'] }).pipe(toArray()),
    );
    expect(forUrl.map((t) => t.id)).toEqual(['site.search-pages']);
    // Four providers two at a time are two answers, each one call; then one answer for each other find.
    expect(emulator.requests.filter((r) => r.route === 'scrape').length).toBe(4);
  });

  it('call executes in order, reports a failed call in its place, and charges once per request id', async () => {
    const { emulator, client } = await setupEmulator();
    const before = await credits(emulator.url, emulator.apiKey);
    const calls = [
      { provider: 'npm', capability: 'package-info', options: { name: 'rxjs' } },
      { provider: 'github', capability: 'repo-info', options: { owner: 'a' } },
      { provider: 'site', capability: 'search-pages', options: { query: 'guide', limit: 3 } },
    ];
    const first = await firstValueFrom(client.tools.call(calls, { requestId: 'run-1.a:b' }));
    expect(first.requestId).toBe('run-1.a:b');
    expect(first.results[0]).toMatchObject({ provider: 'npm', data: { name: 'rxjs' } });
    expect(first.results[1]).toMatchObject({
      error: { code: 'INVALID_OPTIONS', message: 'options.repo is required.' },
    });
    expect(first.results[2]).toMatchObject({ provider: 'site', records: expect.any(Number) });
    const paid = before - (await credits(emulator.url, emulator.apiKey));
    expect(paid).toBe(first.creditsCost);
    expect(first.creditsCost).toBeGreaterThan(0);
    const again = await firstValueFrom(client.tools.call(calls, { requestId: 'run-1.a:b' }));
    expect(again).toEqual(first);
    expect(before - (await credits(emulator.url, emulator.apiKey))).toBe(paid);
    const sent = emulator.requests.filter((r) => r.route === 'scrape');
    expect(sent.map((r) => r.headers['x-request-id'])).toEqual(['run-1.a:b', 'run-1.a:b']);
  });

  it('retries a failed execution with the same request id, so it is paid once', async () => {
    const { emulator, client } = await setupEmulator();
    emulator.injectFault({ route: 'scrape', kind: '502' });
    const result = await firstValueFrom(
      client.tools.call([{ provider: 'weather', capability: 'daily-forecast', options: { city: 'Oslo' } }]),
    );
    const sent = emulator.requests.filter((r) => r.route === 'scrape');
    expect(sent.map((r) => r.status)).toEqual([502, 200]);
    expect(new Set(sent.map((r) => r.headers['x-request-id']))).toEqual(new Set([result.requestId]));
  });

  it.each([
    ['no call', [], {}, 'calls'],
    ['eleven calls', Array.from({ length: 11 }, () => ({ provider: 'p', capability: 'c' })), {}, 'calls'],
    ['an empty provider', [{ provider: ' ', capability: 'c' }], {}, 'calls[0].provider'],
    ['an empty capability', [{ provider: 'p', capability: '' }], {}, 'calls[0].capability'],
    ['another key', [{ provider: 'p', capability: 'c', url: 'x' }], {}, 'calls[0]'],
    ['options not an object', [{ provider: 'p', capability: 'c', options: [1] }], {}, 'calls[0].options'],
    ['a timeout of 1.5', [{ provider: 'p', capability: 'c' }], { timeout: 1.5 }, 'timeout'],
    ['a request id with a space', [{ provider: 'p', capability: 'c' }], { requestId: 'a b' }, 'requestId'],
  ])('refuses %s before sending, naming the field', async (_, calls, options, field) => {
    const { emulator, client } = await setupEmulator();
    const error = await firstValueFrom(client.tools.call(calls as never, options as never)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toContain(field.replace(/^calls/, ''));
    expect(emulator.requests.filter((r) => r.route === 'scrape')).toHaveLength(0);
  });

  it('a self-hosted server does not offer the catalogue', async () => {
    const { client } = await setupEmulator({ profile: 'self-hosted-2025' });
    const error = await firstValueFrom(client.tools.find()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect((error as Error).message).toContain('does not offer the tool catalogue');
  });
});

describe('tools on pages and in search', () => {
  it('domainTools adds the tools of a page at the detail asked; the alexandria source finds tools', async () => {
    const { client } = await setupEmulator();
    const doc = await firstValueFrom(
      client.scrape({
        url: 'https://site-1.test/',
        formats: ['markdown'],
        domainTools: true,
        toolDetail: 'summary',
      }),
    );
    expect(doc.tools).toEqual([
      expect.objectContaining({
        provider: 'site',
        capability: 'search-pages',
        perRecord: true,
        options: expect.any(Array),
      }),
    ]);
    const plain = await firstValueFrom(client.scrape({ url: 'https://site-1.test/', formats: ['markdown'] }));
    expect(plain.tools).toBeUndefined();
    const found = await lastValueFrom(
      client.search({ query: 'weather forecast for a city', sources: ['alexandria'] }).pipe(toArray()),
    );
    expect(found[0]).toMatchObject({ source: 'alexandria', item: { provider: 'weather' } });
    expect(found.every((r) => r.source === 'alexandria')).toBe(true);
  });

  it('refuses toolDetail in crawl scrape options, naming the field', async () => {
    const { client } = await setupEmulator();
    const error = await firstValueFrom(
      client.crawl({ url: 'https://site-1.test', scrapeOptions: { toolDetail: 'full' } as never }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toContain('scrapeOptions');
  });
});
