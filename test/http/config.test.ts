import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, resolveConfig } from '../../src/http/config.js';

describe('resolveConfig', () => {
  it('prefers options, then CRAWLSTREAM_*, then FIRECRAWL_*, then the default URL', () => {
    const env = {
      CRAWLSTREAM_API_KEY: 'cs-key',
      FIRECRAWL_API_KEY: 'fc-key',
      CRAWLSTREAM_API_URL: 'http://cs.example:1234/',
      FIRECRAWL_API_URL: 'http://fc.example',
    };
    expect(resolveConfig({ apiKey: 'opt', apiUrl: 'https://opt.example', env })).toMatchObject({
      apiKey: 'opt',
      origin: 'https://opt.example',
    });
    expect(resolveConfig({ env })).toMatchObject({
      apiKey: 'cs-key',
      origin: 'http://cs.example:1234',
      basePath: '',
    });
    expect(
      resolveConfig({ env: { FIRECRAWL_API_KEY: 'fc-key', FIRECRAWL_API_URL: 'http://fc.example' } }),
    ).toMatchObject({ apiKey: 'fc-key', origin: 'http://fc.example' });
    expect(resolveConfig({ env: {} })).toMatchObject({ apiKey: undefined, origin: DEFAULT_API_URL });
  });
  it('ignores empty values and keeps a path prefix', () => {
    expect(
      resolveConfig({ apiKey: '', env: { CRAWLSTREAM_API_KEY: ' ', FIRECRAWL_API_KEY: 'k' } }).apiKey,
    ).toBe('k');
    expect(resolveConfig({ apiUrl: 'https://gw.example/firecrawl/', env: {} }).basePath).toBe('/firecrawl');
  });
  it('rejects a key with inner whitespace without repeating it', () => {
    expect(() => resolveConfig({ apiKey: 'fc-abc def', env: {} })).toThrow(/whitespace/);
    let caught: unknown;
    try {
      resolveConfig({ apiKey: 'fc-abc\ndef', env: {} });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(TypeError);
    expect(String(caught)).not.toContain('fc-abc');
    expect(resolveConfig({ env: { FIRECRAWL_API_KEY: 'fc-abc\n' } }).apiKey).toBe('fc-abc');
  });
  it('rejects bad URLs and numbers', () => {
    expect(() => resolveConfig({ apiUrl: 'not a url', env: {} })).toThrow(TypeError);
    expect(() => resolveConfig({ apiUrl: 'ftp://x', env: {} })).toThrow(TypeError);
    expect(() => resolveConfig({ apiUrl: 'https://u:p@x', env: {} })).toThrow(/credentials/);
    expect(() => resolveConfig({ maxRetries: -1, env: {} })).toThrow(TypeError);
    expect(() => resolveConfig({ timeoutMs: 0, env: {} })).toThrow(TypeError);
  });
});
