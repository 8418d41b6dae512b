import { describe, expect, it } from 'vitest';
import { CursorError } from '../../src/errors/errors.js';
import { resolveNextUrl } from '../../src/http/next-url.js';

describe('resolveNextUrl', () => {
  it('keeps path and query and drops any origin', () => {
    expect(resolveNextUrl('http://10.0.0.7:3002/v2/crawl/abc?skip=100&limit=50')).toEqual({
      path: '/v2/crawl/abc',
      query: { skip: '100', limit: '50' },
    });
    expect(resolveNextUrl('https://evil.example/v2/batch/scrape/x?skip=1')).toEqual({
      path: '/v2/batch/scrape/x',
      query: { skip: '1' },
    });
  });
  it('accepts a relative cursor', () => {
    expect(resolveNextUrl('/v2/crawl/abc?skip=2')).toEqual({ path: '/v2/crawl/abc', query: { skip: '2' } });
  });
  it('strips the configured path prefix', () => {
    expect(resolveNextUrl('https://gw.example/firecrawl/v2/crawl/a?skip=3', '/firecrawl')).toEqual({
      path: '/v2/crawl/a',
      query: { skip: '3' },
    });
  });
  it.each([
    'http://x/admin?skip=1',
    'http://x/v2/../admin',
    'http://x/v2/%2e%2e/admin',
    'http://x/v1/crawl/a',
    'ftp://x/v2/crawl/a',
    'javascript:alert(1)',
    'http://[::1',
  ])('refuses %s', (next) => {
    expect(() => resolveNextUrl(next)).toThrow(CursorError);
  });
});
