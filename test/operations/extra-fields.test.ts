/**
 * `extraFields`: the documented way to send a top-level field the service gained after this release.
 */
import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { type Client, createClient } from '../../src/client.js';
import { ValidationError } from '../../src/errors/errors.js';
import { startHttpServer, type TestServer } from '../helpers/http-server.js';

let server: TestServer | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
});

async function setup() {
  server = await startHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, links: [{ url: 'https://example.com/a' }] }));
  });
  client = createClient({ apiKey: 'fc-test', apiUrl: server.url, maxRetries: 0 });
  return { server, client };
}

describe('extraFields', () => {
  it('adds unknown top-level fields to the body, unchecked, after the request was validated', async () => {
    const { server: s, client: c } = await setup();
    const links = await lastValueFrom(
      c
        .map({ url: 'https://example.com' }, { extraFields: { rankBy: 'freshness', depth: { max: 2 } } })
        .pipe(toArray()),
    );
    expect(links).toEqual([{ url: 'https://example.com/a' }]);
    expect(JSON.parse(s.requests[0]!.body)).toEqual({
      url: 'https://example.com',
      rankBy: 'freshness',
      depth: { max: 2 },
    });
  });

  it('refuses a field the request schema knows, naming it, and sends nothing', async () => {
    const { server: s, client: c } = await setup();
    const error = await lastValueFrom(
      c.scrape({ url: 'https://example.com' }, { extraFields: { timeout: 5 } }),
    ).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      expect.objectContaining({ path: 'extraFields.timeout', rule: 'known_field' }),
    ]);
    expect(s.requests).toHaveLength(0);
  });
});
