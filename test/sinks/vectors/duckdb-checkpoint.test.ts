/**
 * A DuckDB vector table has no index, and its file takes its write-ahead log in once every chunk of the
 * crawl is cut, while the last answers are awaited: the log shrinks before the export's last answer. A
 * table an earlier version made, with its key and its index on `url`, is left to the close: a checkpoint
 * would rewrite it whole, and the close again.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { lastValueFrom } from 'rxjs';
import { expect, it } from 'vitest';
import { createClient } from '../../../src/client.js';
import { functionEmbedder } from '../../../src/embeddings/embeddings-client.js';
import { toVectorTable } from '../../../src/sinks/vectors/to-vector-table.js';
import { duckdbDatabase } from '../table/table-db.js';
import { vectorSite } from './vector-site.js';

const DIMENSIONS = 8;

const site = vectorSite('duckdb-checkpoint-', 9);

/** Exports a crawl into `path`, one request at a time, and gives the size of the file's log at each answer. */
async function logSizesAtAnswers(path: string): Promise<number[]> {
  const jobId = site.emulator.createCompletedCrawl({ pages: 40, sizes: [8_000, 20_000] });
  const client = createClient({ apiUrl: site.emulator.url, apiKey: site.emulator.apiKey });
  const sizes: number[] = [];
  const embedder = functionEmbedder('checkpoint-test', async (texts) => {
    // Long enough for the sink to commit what came before, and for a checkpoint to run.
    await new Promise((resolve) => setTimeout(resolve, 60));
    sizes.push(existsSync(`${path}.wal`) ? statSync(`${path}.wal`).size : 0);
    return texts.map((text) => Array.from({ length: DIMENSIONS }, (_, i) => (text.charCodeAt(i) % 7) + 1));
  });
  try {
    await lastValueFrom(
      client
        .crawlPages(jobId, { pageLimit: 4 })
        .pipe(toVectorTable(path, { embedder, concurrency: 1, maxTokens: 64, overlapTokens: 0 })),
    );
  } finally {
    await client.close();
  }
  return sizes;
}

const shrank = (sizes: number[]) => sizes.some((size, i) => i > 0 && size < (sizes[i - 1] as number));

it('checkpoints a table without index while the last answers are awaited', async () => {
  const path = join(site.dir, 'fresh.duckdb');
  const sizes = await logSizesAtAnswers(path);
  expect(sizes.length).toBeGreaterThan(16);
  expect(shrank(sizes)).toBe(true);
  const db = duckdbDatabase(path);
  expect(await db.query("SELECT count(*) AS n FROM duckdb_indexes() WHERE table_name = 'chunks'")).toEqual([
    { n: 0 },
  ]);
  expect(
    await db.query(
      "SELECT count(*) AS n FROM duckdb_constraints() WHERE table_name = 'chunks' AND constraint_type = 'PRIMARY KEY'",
    ),
  ).toEqual([{ n: 0 }]);
  const [{ n }] = (await db.query('SELECT count(*) AS n FROM chunks')) as [{ n: number }];
  expect(n).toBeGreaterThan(16 * 96);
});

it("leaves a table an earlier version made, with its key and index, to the close's checkpoint", async () => {
  const path = join(site.dir, 'earlier.duckdb');
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(`CREATE TABLE chunks (
    id VARCHAR PRIMARY KEY, url VARCHAR NOT NULL, chunk_index INTEGER NOT NULL, text VARCHAR NOT NULL,
    heading VARCHAR, title VARCHAR, embedding FLOAT[${DIMENSIONS}] NOT NULL, model VARCHAR NOT NULL,
    tokens INTEGER NOT NULL, scrape_id VARCHAR, change_status VARCHAR, job_id VARCHAR NOT NULL,
    embedded_at TIMESTAMPTZ NOT NULL)`);
  await connection.run('CREATE INDEX chunks_url ON chunks (url)');
  connection.closeSync();
  instance.closeSync();

  const sizes = await logSizesAtAnswers(path);
  expect(sizes.length).toBeGreaterThan(16);
  expect(shrank(sizes)).toBe(false);
  const [{ n }] = (await duckdbDatabase(path).query('SELECT count(*) AS n FROM chunks')) as [{ n: number }];
  expect(n).toBeGreaterThan(16 * 96);
});
