/** The searches outside the web (developer index, research papers) and feedback on any call, over a socket. */
import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { isNotOffered, NotFoundError, ValidationError } from '../../src/errors/errors.js';
import { cleanup, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

describe('developer search', () => {
  it('ranks passages of the asked repositories and says whether each is indexed', async () => {
    const { client, emulator } = await setupEmulator();
    const answer = await lastValueFrom(
      client.developerSearch('retry after header', {
        k: 7,
        passages: 2,
        types: ['issue', 'pull_request'],
        repos: ['nodejs/undici'],
        minStars: 10,
        maxStars: 100_000,
      }),
    );
    expect(answer.results).toHaveLength(7);
    for (const result of answer.results) {
      expect(result.url).toMatch(/^https:\/\/github\.com\/nodejs\/undici\/(issues|pull)\/\d+$/);
      expect(result.passages).toHaveLength(2);
      expect(result.passages[0]?.text).toContain('retry after header');
    }
    expect(answer.repos).toEqual([
      { repo: 'nodejs/undici', indexed: true, types: { issue: true, pullRequest: true, readme: true } },
    ]);
    // The star bounds go out in the service's snake_case.
    const [request] = emulator.requests;
    expect(request?.path).toBe('/v2/search/developer');
    const again = await lastValueFrom(
      client.developerSearch('retry after header', {
        k: 7,
        passages: 2,
        types: ['issue', 'pull_request'],
        repos: ['nodejs/undici'],
      }),
    );
    expect(again.results.map((r) => r.id)).toEqual(answer.results.map((r) => r.id));
  });
});

describe('research papers', () => {
  it('searches abstracts, reads a paper with the passages that answer a question, and follows citations', async () => {
    const { client, emulator } = await setupEmulator();
    const papers = await lastValueFrom(
      client.research
        .searchPapers('base editing off-target', { k: 4, authors: ['Liu', 'Doudna'], from: '2020-01-01' })
        .pipe(toArray()),
    );
    expect(papers).toHaveLength(4);
    const sent = emulator.requests.at(-1);
    expect(sent?.path).toBe('/v2/search/research/papers');
    const id = papers[0]?.paperId as string;
    const plain = await lastValueFrom(client.research.getPaper(id));
    expect(plain.paper.paperId).toBe(id);
    expect(plain.passages).toBeUndefined();
    const read = await lastValueFrom(client.research.getPaper(id, { query: 'which cells?', k: 2 }));
    expect(read.passages).toHaveLength(2);
    expect(read.query).toBe('which cells?');
    const similar = await lastValueFrom(
      client.research.similarPapers(id, { intent: 'follow-up studies', mode: 'citers', k: 5, rerank: true }),
    );
    expect(similar.results).toHaveLength(5);
    expect(similar.poolSize).toBeGreaterThanOrEqual(20);
    expect(similar.truncated).toBe(true);
    expect(await failure(client.research.getPaper('not-a-paper'))).toBeInstanceOf(NotFoundError);
  });
});

describe('feedback on any call', () => {
  it("rates a scrape, a map and a search by id: a search's credits come back once, each call is rated once", async () => {
    const { client, emulator } = await setupEmulator({ credits: 1000 });
    const doc = await lastValueFrom(client.scrape({ url: 'https://site-1.test/' }));
    const scrapeId = String(doc.metadata?.scrapeId);
    const rated = await lastValueFrom(
      client.feedback({
        endpoint: 'scrape',
        jobId: scrapeId,
        rating: 'partial',
        issues: ['missing table'],
        pageNumbers: [1],
      }),
    );
    expect(rated).toMatchObject({ success: true, creditsRefunded: 0 });
    const twice = await lastValueFrom(
      client.feedback({ endpoint: 'scrape', jobId: scrapeId, rating: 'good' }),
    );
    expect(twice).toMatchObject({ alreadySubmitted: true, feedbackId: rated.feedbackId });
    expect(
      await failure(
        client.feedback({ endpoint: 'scrape', jobId: '0190f1d2-0000-7000-8000-00000000aaaa', rating: 'bad' }),
      ),
    ).toBeInstanceOf(NotFoundError);

    let searchId = '';
    await lastValueFrom(
      client
        .search({ query: 'install guide', limit: 5 }, { onSearch: (s) => (searchId = s.id ?? '') })
        .pipe(toArray()),
    );
    const before = emulator.credits() as number;
    const search = await lastValueFrom(
      client.feedback({
        endpoint: 'search',
        jobId: searchId,
        rating: 'bad',
        querySuggestions: 'install on arm64',
      }),
    );
    expect(search.creditsRefunded).toBeGreaterThan(0);
    expect(emulator.credits()).toBe(before + (search.creditsRefunded ?? 0));
  });
});

describe('request rules', () => {
  it('refuses what the service refuses, naming the field, before sending', async () => {
    const { client, emulator } = await setupEmulator();
    const cases: [Promise<unknown>, string][] = [
      [failure(client.developerSearch('  ')), 'query'],
      [failure(client.developerSearch('x', { k: 101 })), 'k'],
      [failure(client.developerSearch('x', { passages: 6 })), 'passages'],
      [failure(client.developerSearch('x', { repos: ['undici'] })), 'repos[0]'],
      [failure(client.developerSearch('x', { minStars: 10, maxStars: 5 })), 'min_stars'],
      [failure(client.developerSearch('x', { topic: Array(9).fill('t') })), 'topic'],
      [failure(client.research.searchPapers('')), 'query'],
      [failure(client.research.searchPapers('x', { k: 0 })), 'k'],
      [failure(client.research.searchPapers('x', { from: '2020-13-01' })), 'from'],
      [failure(client.research.getPaper('arxiv:2401.00001', { k: 3 })), 'k'],
      [failure(client.research.getPaper(' ')), '(root)'],
      [failure(client.research.similarPapers('arxiv:2401.00001', { intent: '' })), 'intent'],
      [
        failure(
          client.research.similarPapers('arxiv:2401.00001', {
            intent: 'x',
            mode: 'cousins' as unknown as 'similar',
          }),
        ),
        'mode',
      ],
      [failure(client.feedback({ endpoint: 'search', jobId: 'x', rating: 'good' })), 'valuableSources'],
      [
        failure(client.feedback({ endpoint: 'crawl' as unknown as 'map', jobId: 'x', rating: 'good' })),
        'endpoint',
      ],
      [
        failure(
          client.feedback({
            endpoint: 'map',
            jobId: 'x',
            rating: 'bad',
            metadata: { blob: 'x'.repeat(9000) },
          }),
        ),
        'metadata',
      ],
    ];
    for (const [outcome, path] of cases) {
      const err = await outcome;
      expect(err, path).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).issues[0]?.path || '(root)', path).toBe(path);
    }
    expect(emulator.requests).toHaveLength(0);
  });

  it('the emulator refuses the same, and a self-hosted server does not offer these routes', async () => {
    const { client, emulator } = await setupEmulator();
    const base = `${emulator.url}/v2`;
    const headers = { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' };
    const bad = await fetch(`${base}/search/developer`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'x', k: 0 }),
    });
    expect(bad.status).toBe(400);
    const badK = await fetch(`${base}/search/research/papers?query=x&k=abc`, { headers });
    expect(badK.status).toBe(400);
    const kWithoutQuery = await fetch(`${base}/search/research/papers/arxiv:2401.00001?k=2`, { headers });
    expect(kWithoutQuery.status).toBe(400);
    const badFeedback = await fetch(`${base}/feedback`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ endpoint: 'map', rating: 'good' }),
    });
    expect(badFeedback.status).toBe(400);
    void client;
    const selfHosted = await setupEmulator({ profile: 'self-hosted-2025-fixed' });
    for (const call of [
      selfHosted.client.developerSearch('x'),
      selfHosted.client.research.searchPapers('x'),
      selfHosted.client.feedback({ endpoint: 'map', jobId: 'x', rating: 'bad' }),
    ]) {
      expect(isNotOffered(await failure(call))).toBe(true);
    }
  });
});
