import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserExecutionError, GoneError, NotFoundError, ValidationError } from '../../src/errors/errors.js';
import { cleanup, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

describe('what follows a scrape or a search', () => {
  it('reads a scrape again by its scrapeId, and drives the browser it ran in until stopped', async () => {
    const { client, emulator } = await setupEmulator({ credits: 1000 });
    const doc = await lastValueFrom(client.scrape({ url: 'https://site-1.test/' }));
    const scrapeId = String(doc.metadata?.scrapeId);
    const again = await lastValueFrom(client.scrapeStatus(scrapeId));
    expect(again).toEqual(doc);
    const ran = await lastValueFrom(client.interact(scrapeId, { code: 'console.log(await page.title())' }));
    expect(ran.success).toBe(true);
    expect(await failure(client.interact(scrapeId, { code: 'throw new Error("boom")' }))).toBeInstanceOf(
      BrowserExecutionError,
    );
    const before = emulator.credits() as number;
    const stopped = await lastValueFrom(client.stopInteraction(scrapeId));
    expect(stopped.creditsBilled).toBeGreaterThan(0);
    expect(emulator.credits()).toBe(before - (stopped.creditsBilled ?? 0));
    expect(await failure(client.interact(scrapeId, { code: '1' }))).toBeInstanceOf(GoneError);
    expect(await failure(client.scrapeStatus('0190f1d2-0000-7000-8000-00000000aaaa'))).toBeInstanceOf(
      NotFoundError,
    );
  });

  it('rates a search by the id it answered with: its credits come back once', async () => {
    const { client, emulator } = await setupEmulator({ credits: 1000 });
    let search: { id: string | undefined; creditsUsed: number | undefined } = {
      id: undefined,
      creditsUsed: undefined,
    };
    await lastValueFrom(
      client.search({ query: 'install guide', limit: 10 }, { onSearch: (s) => (search = s) }).pipe(toArray()),
    );
    expect(search.creditsUsed).toBeGreaterThan(0);
    const after = emulator.credits() as number;
    const rated = await lastValueFrom(
      client.searchFeedback(search.id ?? '', { rating: 'bad', missingContent: [{ topic: 'pricing' }] }),
    );
    expect(rated).toMatchObject({ success: true, creditsRefunded: search.creditsUsed });
    expect(emulator.credits()).toBe(after + (search.creditsUsed ?? 0));
    const twice = await lastValueFrom(
      client.searchFeedback(search.id ?? '', { rating: 'bad', querySuggestions: 'pricing' }),
    );
    expect(twice).toMatchObject({ alreadySubmitted: true, creditsRefunded: 0, feedbackId: rated.feedbackId });
  });

  it('refuses what the service refuses, naming the field, before sending', async () => {
    const { client, emulator } = await setupEmulator();
    const id = '0190f1d2-0000-7000-8000-00000000aaaa';
    const cases: [Promise<unknown>, string][] = [
      [failure(client.searchFeedback(id, { rating: 'good' })), 'valuableSources'],
      [failure(client.searchFeedback(id, { rating: 'bad' })), 'missingContent'],
      [
        failure(client.searchFeedback(id, { rating: 'partial', valuableSources: [{ url: 'nope' }] })),
        'valuableSources[0].url',
      ],
      [failure(client.interact(id, {})), 'code'],
      [failure(client.interact(id, { code: 'x', prompt: 'y' })), 'code'],
      [failure(client.scrapeStatus('x')), '(root)'],
    ];
    for (const [outcome, path] of cases) {
      const err = await outcome;
      expect(err, path).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).issues[0]?.path || '(root)').toBe(path);
    }
    expect(emulator.requests).toHaveLength(0);
  });
});
