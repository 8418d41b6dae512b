import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client.js';
import { toJsonl } from '../../src/sinks/jsonl/to-jsonl.js';
import { toParquet } from '../../src/sinks/parquet/to-parquet.js';
import { startHttpServer, type TestServer } from '../helpers/http-server.js';

const JOB = '0195f0c2-7d3a-7c4e-9a51-2b7d4c1e8f60';
// A status page whose one document holds `\q`, an escape JSON does not have, in the markdown the Parquet
// writer keeps.
const PAGE =
  '{"success":true,"status":"completed","completed":1,"total":1,"creditsUsed":1,' +
  '"data":[{"markdown":"a\\qb","metadata":{"sourceURL":"https://x.test/","url":"https://x.test/","statusCode":200}}]}';

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(PAGE) });
    res.end(PAGE);
  });
  dir = await mkdtemp(join(tmpdir(), 'bad-escape-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a status page with an invalid escape, over a socket', () => {
  it.each(['jsonl', 'parquet'] as const)('fails the %s export and leaves no final file', async (format) => {
    const client = createClient({ apiKey: 'fc-test', apiUrl: server.url, maxRetries: 0 });
    const out = join(dir, `out.${format}`);
    try {
      const sink = format === 'jsonl' ? toJsonl(out) : toParquet(out);
      // JSONL: the page scan rejects the page. Parquet: the scan leaves escapes to the writer, which
      // decodes the markdown it keeps and rejects the escape.
      await expect(lastValueFrom(client.crawlPages(JOB).pipe(sink))).rejects.toThrow(/JSON|escape/i);
      expect(existsSync(out)).toBe(false);
    } finally {
      await client.close();
    }
  });
});
