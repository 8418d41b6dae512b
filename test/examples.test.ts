import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const examplesDir = fileURLToPath(new URL('../examples/', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

/** What each example must print when it ran against the emulator. */
const expectations: Record<string, RegExp> = {
  'crawl-to-jsonl.ts': /wrote \d+ documents .* to out\/crawl\.jsonl/,
  'crawl-to-parquet-dedupe.ts': /wrote \d+ unique documents to out\/crawl\.parquet/,
  'resume-export.ts': /(\d+) documents in out\/resumed\.jsonl, \1 distinct \(resumed: true\)/,
  'batch-concurrency.ts': /\d+ documents; at most [123] summaries ran at once/,
  'search-then-scrape.ts': /web hits[\s\S]*https:\/\/\S+: .+ \(\d+ chars\)/,
  'extract-zod.ts': /title: \S+/,
  'map-and-filter.ts': /[1-9]\d* guide URLs/,
  'browser-execute.ts':
    /stdout: page loaded[\s\S]*failed as expected: selector not found[\s\S]*deleted after/,
  'receive-webhooks.ts': /\d+ verified events; last: crawl\.completed/,
};

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'crawlstream-examples-'));
});
afterAll(async () => {
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

describe('examples', () => {
  it('has an expectation for every example and each file stays within 60 lines', async () => {
    const files = (await readdir(examplesDir)).filter(
      (name) => name.endsWith('.ts') && name !== 'connect.ts',
    );
    expect(files.sort()).toEqual(Object.keys(expectations).sort());
    for (const file of files) {
      const lines = (await readFile(join(examplesDir, file), 'utf8')).trimEnd().split('\n').length;
      expect(lines, file).toBeLessThanOrEqual(60);
    }
  });

  it.concurrent.each(Object.entries(expectations))(
    '%s runs against the emulator',
    async (file, expected) => {
      const env: Record<string, string | undefined> = { ...process.env };
      for (const name of [
        'CRAWLSTREAM_API_URL',
        'FIRECRAWL_API_URL',
        'CRAWLSTREAM_API_KEY',
        'FIRECRAWL_API_KEY',
      ]) {
        delete env[name];
      }
      const { stdout } = await run(tsx, [join(examplesDir, file)], { cwd, env, timeout: 170_000 });
      expect(stdout).toMatch(expected);
    },
    180_000,
  );
});
