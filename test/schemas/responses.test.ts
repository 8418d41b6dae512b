/**
 * Response schemas are lenient and typed: answers shaped as the service sends them (each checked
 * against the published response schema first) parse, and unknown keys and extra metadata survive.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ActiveCrawlsResponse,
  BatchStartResponse,
  BrowserDeleteResponse,
  BrowserExecuteResult,
  BrowserListResponse,
  BrowserSession,
  CancelResponse,
  CrawlErrorsResponse,
  CrawlStartResponse,
  Document,
  ExtractStartResponse,
  ExtractStatusResponse,
  JobStatusResponse,
  MapResponse,
  SearchResponse,
} from '../../src/schemas/index.js';

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
const spec = JSON.parse(
  readFileSync(new URL('../helpers/spec/v2-openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, { responses: Responses }>>;
  components: unknown;
};
/**
 * OpenAPI 3.0 lets `nullable` sit beside `oneOf` without a `type`; JSON Schema validators refuse that,
 * so such nodes are rewritten to the equivalent `anyOf [node, null]`.
 */
function normaliseNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normaliseNullable);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = normaliseNullable(value);
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}
spec.components = normaliseNullable(spec.components);

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

function specAccepts(path: string, method: string, value: unknown): boolean {
  const schema = spec.paths[path]?.[method]?.responses['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`no 200 schema for ${method} ${path}`);
  return ajv.compile({ ...schema, components: spec.components })(value) as boolean;
}

const doc = {
  markdown: '# Hi',
  links: ['https://example.com/a'],
  metadata: {
    title: 'Hi',
    sourceURL: 'https://example.com',
    url: 'https://example.com/',
    statusCode: 200,
    ogLocaleAlternate: [],
    'article:section': 'news',
    scrapeId: '019a-x',
  },
  futureField: { nested: true },
};

/** label, path, method, our schema, sample; path `''` skips the spec check (see the note at its row). */
const samples: Array<[string, string, string, z.ZodType, unknown]> = [
  [
    'crawl status page',
    '/crawl/{id}',
    'get',
    JobStatusResponse,
    {
      success: true,
      status: 'scraping',
      completed: 1,
      total: 5,
      creditsUsed: 1,
      expiresAt: '2026-11-23T19:00:00.000Z',
      next: 'https://api.firecrawl.dev/v2/crawl/019a?skip=1',
      data: [doc],
    },
  ],
  [
    'crawl start',
    '/crawl',
    'post',
    CrawlStartResponse,
    { success: true, id: '019a', url: 'https://api.firecrawl.dev/v2/crawl/019a' },
  ],
  [
    'batch start',
    '/batch/scrape',
    'post',
    BatchStartResponse,
    {
      success: true,
      id: '019b',
      url: 'https://api.firecrawl.dev/v2/batch/scrape/019b',
      invalidURLs: ['nope'],
    },
  ],
  [
    'search',
    '/search',
    'post',
    SearchResponse,
    {
      success: true,
      data: {
        web: [{ url: 'https://example.com', title: 't', description: 'd', category: 'github', position: 1 }],
        images: [
          {
            title: 'i',
            imageUrl: 'https://img',
            imageWidth: 10,
            imageHeight: 20,
            url: 'https://p',
            position: 1,
          },
        ],
        news: [{ title: 'n', snippet: 's', url: 'https://n', date: '1 day ago', position: 1 }],
      },
      warning: null,
      id: 's-1',
      creditsUsed: 2,
    },
  ],
  [
    'map',
    '/map',
    'post',
    MapResponse,
    { success: true, links: [{ url: 'https://example.com', title: 'x' }, { url: 'https://example.com/b' }] },
  ],
  ['extract start', '/extract', 'post', ExtractStartResponse, { success: true, id: '019c', invalidURLs: [] }],
  [
    'extract status',
    '/extract/{id}',
    'get',
    ExtractStatusResponse,
    {
      success: true,
      status: 'completed',
      data: { name: 'x' },
      expiresAt: '2026-11-23T00:00:00Z',
      tokensUsed: 10,
    },
  ],
  [
    'browser create',
    '/browser',
    'post',
    BrowserSession,
    {
      success: true,
      id: 'b-1',
      cdpUrl: 'wss://x',
      liveViewUrl: 'https://l',
      interactiveLiveViewUrl: 'https://i',
      expiresAt: '2026-11-22T20:00:00Z',
    },
  ],
  [
    'browser list',
    '/browser',
    'get',
    BrowserListResponse,
    {
      success: true,
      sessions: [
        {
          id: 'b-1',
          status: 'active',
          cdpUrl: 'wss://x',
          liveViewUrl: 'https://l',
          createdAt: '2026-11-22T19:00:00Z',
          lastActivity: '2026-11-22T19:05:00Z',
        },
      ],
    },
  ],
  [
    'browser execute (failed navigation inside successful call)',
    '/browser/{sessionId}/execute',
    'post',
    BrowserExecuteResult,
    {
      success: true,
      stdout: '',
      result: '',
      stderr: 'TimeoutError',
      exitCode: 1,
      killed: false,
      error: 'Navigation timeout',
    },
  ],
  [
    'browser delete',
    '/browser/{sessionId}',
    'delete',
    BrowserDeleteResponse,
    { success: true, sessionDurationMs: 5000, creditsBilled: 1.5 },
  ],
  ['crawl cancel', '/crawl/{id}', 'delete', CancelResponse, { status: 'cancelled' }],
  [
    'crawl errors',
    '/crawl/{id}/errors',
    'get',
    CrawlErrorsResponse,
    {
      errors: [
        {
          id: 'e1',
          timestamp: '2026-11-22T19:00:00Z',
          url: 'https://x',
          code: 'SCRAPE_TIMEOUT',
          error: 'timed out',
        },
      ],
      robotsBlocked: ['https://x/private'],
    },
  ],
  [
    // The published document requires `data` and a per-crawl `status` here, but the server answers
    // `{success, crawls:[{id, teamId, url, created_at, options}]}` (read from its code), so the spec
    // check is skipped for this one.
    'active crawls',
    '',
    'get',
    ActiveCrawlsResponse,
    {
      success: true,
      crawls: [
        {
          id: '019a8b3c-7d2e-7f00-9a1b-2c3d4e5f6a7b',
          teamId: 't',
          url: 'https://x',
          created_at: '2026-11-22T19:00:00Z',
          options: { limit: 5 },
        },
      ],
    },
  ],
];

describe('response schemas', () => {
  it.each(samples)(
    '%s: the spec accepts the sample and our schema parses it unchanged',
    (_label, path, method, schema, sample) => {
      if (path !== '') expect(specAccepts(path, method, sample)).toBe(true);
      const withExtra = { ...(sample as object), addedLater: 'kept' };
      expect(schema.parse(withExtra)).toEqual(withExtra);
    },
  );

  it('documents keep unknown keys and every extra metadata key', () => {
    const parsed = Document.parse(doc);
    expect(parsed.metadata?.['article:section']).toBe('news');
    expect(parsed.metadata?.statusCode).toBe(200);
    expect((parsed as Record<string, unknown>).futureField).toEqual({ nested: true });
  });

  it('still types the fields it names', () => {
    expect(
      JobStatusResponse.safeParse({ status: 'scraping', completed: '1', total: 1, data: [] }).success,
    ).toBe(false);
    expect(JobStatusResponse.safeParse({ status: 'paused', completed: 1, total: 1, data: [] }).success).toBe(
      false,
    );
    expect(Document.safeParse({ metadata: { statusCode: 'ok' } }).success).toBe(false);
  });
});
