import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../src/documents/canonical-url.js';

describe('canonicalUrl', () => {
  it.each([
    ['HTTPS://Example.COM:443/docs/?b=2&a=1#intro', 'https://example.com/docs?a=1&b=2'],
    ['http://example.com:80/', 'http://example.com/'],
    ['http://example.com:8080/x/', 'http://example.com:8080/x'],
    ['https://example.com/a//', 'https://example.com/a'],
    ['https://example.com/?a=2&a=1&c=3', 'https://example.com/?a=2&a=1&c=3'],
    ['https://example.com/p?z=1#', 'https://example.com/p?z=1'],
    ['https://example.com/P/Case', 'https://example.com/P/Case'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('drops the whole query or the named parameters', () => {
    expect(canonicalUrl('https://e.com/x?b=1&a=2', { dropQuery: true })).toBe('https://e.com/x');
    expect(
      canonicalUrl('https://e.com/?utm_source=x&id=3&fbclid=9', { dropQuery: [/^utm_/, 'fbclid'] }),
    ).toBe('https://e.com/?id=3');
    expect(canonicalUrl('https://e.com/?utm_source=x', { dropQuery: [/^utm_/] })).toBe('https://e.com/');
  });

  it('keeps the trailing slash when asked and returns non-URLs unchanged', () => {
    expect(canonicalUrl('https://e.com/x/', { dropTrailingSlash: false })).toBe('https://e.com/x/');
    expect(canonicalUrl('not a url')).toBe('not a url');
  });
});
