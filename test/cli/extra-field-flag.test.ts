/**
 * `--field KEY=VALUE`: the command line's way to send a field the service gained after this release.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '../helpers/http-server.js';
import { assertBuilt, runCliInProcess } from './cli-harness.js';

let server: TestServer;

beforeAll(async () => {
  assertBuilt();
  server = await startHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, links: [{ url: 'https://example.com/a' }] }));
  });
});

afterAll(async () => {
  await server?.close();
});

const base = () => ['--api-url', server.url, '--api-key', 'fc-test'];

describe('--field', () => {
  it('adds each field to the body, JSON values as JSON and anything else as text', async () => {
    const before = server.requests.length;
    const run = await runCliInProcess([
      ...base(),
      'map',
      'https://example.com',
      '--field',
      'rankBy=freshness',
      '--field',
      'depth={"max":2}',
      '--field',
      'fresh=true',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(server.requests[before]!.body)).toEqual({
      url: 'https://example.com',
      rankBy: 'freshness',
      depth: { max: 2 },
      fresh: true,
    });
  });

  it('refuses a field the request already has, and a malformed one, before sending (exit 2)', async () => {
    const before = server.requests.length;
    const known = await runCliInProcess([...base(), 'map', 'https://example.com', '--field', 'limit=5']);
    expect(known.code).toBe(2);
    expect(known.stderr).toMatch(/extraFields\.limit/);
    const malformed = await runCliInProcess([...base(), 'map', 'https://example.com', '--field', '=5']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/--field: must be KEY=VALUE/);
    expect(server.requests.length).toBe(before);
  });
});
