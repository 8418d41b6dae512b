/**
 * Every shell and SQL block of the README and the guides runs: shell blocks in bash against the emulator
 * (its URL and key in the environment, the examples' sites, databases, buckets and ids substituted, see
 * `substitute`), with `crawlstream` and `npx crawlstream` the built program and `duckdb` a DuckDB shell made
 * of `@duckdb/node-api`; SQL blocks against the destination their marker names, made by the pipelines the
 * guides describe. A block marked `<!-- not run: … -->` is skipped on purpose and counted.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresServer } from '../../scripts/postgres-server.mjs';
import { createClient } from '../../src/client.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { assertBuilt } from '../cli/cli-harness.js';
import { filePostgres } from '../helpers/file-postgres.js';
import { pdfOf } from '../helpers/pdf-file.js';
import { allDocBlocks, type DocBlock, type Substitutions, substitute } from './shell-blocks.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(root, 'dist', 'cli', 'main.js');
let emulator: Emulator;
let postgres: PostgresServer;
let dir: string;
let ids: Substitutions;

/** `crawlstream`, `npx crawlstream` and `duckdb FILE "SQL"` as a reader's shell has them. */
async function shims(bin: string): Promise<void> {
  await mkdir(bin, { recursive: true });
  const script = async (name: string, text: string) => {
    await writeFile(join(bin, name), text);
    await chmod(join(bin, name), 0o755);
  };
  await script('crawlstream', `#!/bin/sh\nexec "${process.execPath}" "${cli}" "$@"\n`);
  await script('npx', '#!/bin/sh\n[ "$1" = crawlstream ] || exit 127\nshift\nexec crawlstream "$@"\n');
  await script(
    'duckdb',
    `#!${process.execPath}
const { DuckDBInstance } = require(${JSON.stringify(join(root, 'node_modules', '@duckdb', 'node-api'))});
(async () => {
  const [file, sql] = process.argv.slice(2);
  const connection = await (await DuckDBInstance.create(file)).connect();
  const reader = await connection.runAndReadAll(sql);
  for (const row of reader.getRowObjectsJson()) console.log(JSON.stringify(row));
})().catch((err) => { console.error(String(err.message ?? err)); process.exit(1); });
`,
  );
}

/** The files the examples name: URL lists, schemas, PDFs. */
async function readerFiles(cwd: string): Promise<void> {
  await writeFile(join(cwd, 'urls.txt'), ['https://site-1.test/', 'https://site-2.test/'].join('\n'));
  const schema = JSON.stringify({ type: 'object', properties: { title: { type: 'string' } } });
  await writeFile(join(cwd, 'plan.schema.json'), schema);
  await writeFile(join(cwd, 'tiers.schema.json'), schema);
  await mkdir(join(cwd, 'reports'), { recursive: true });
  await writeFile(join(cwd, 'reports', 'q1.pdf'), pdfOf([['Quarter one']]));
}

function bash(code: string, cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-e', '-o', 'pipefail', '-c', code],
      {
        cwd,
        timeout: 120_000,
        env: {
          ...process.env,
          PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
          CRAWLSTREAM_API_URL: emulator.url,
          CRAWLSTREAM_API_KEY: emulator.apiKey,
          // The emulator's embeddings server, as a reader who set EMBEDDINGS_URL has it.
          EMBEDDINGS_URL: `${emulator.url}/v1`,
          OPENAI_API_KEY: '',
          CRAWLSTREAM_CACHE_DIR: 'off',
          // As a reader who followed the guide's `export PGPASSWORD=…` has it.
          PGPASSWORD: new URL(postgres.url()).password,
          FIRECRAWL_API_KEY: '',
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(async () => {
  assertBuilt();
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-doc-blocks-'));
  await shims(join(dir, 'bin'));
  emulator = await startEmulator({ seed: 3, site: { sites: 2, pagesPerSite: 30 } });
  postgres = await filePostgres();
  const client = createClient({ apiKey: emulator.apiKey, apiUrl: emulator.url });
  try {
    const job = await firstValueFrom(client.startCrawl({ url: 'https://site-1.test', limit: 20 }));
    await lastValueFrom(client.crawlPages(job.id).pipe(toArray()));
    const monitor = await firstValueFrom(
      client.monitors.create({
        name: 'docs',
        schedule: { text: 'daily at 9am' },
        targets: [{ type: 'scrape', urls: ['https://site-1.test/'] }],
      }),
    );
    const check = await firstValueFrom(client.monitors.run(monitor.id));
    ids = {
      postgresUrl: postgres.bareUrl(),
      password: new URL(postgres.url()).password,
      jobId: job.id,
      monitorId: monitor.id,
      checkId: check.id,
    };
  } finally {
    await client.close();
  }
}, 120_000);

afterAll(async () => {
  await emulator?.close();
  await postgres?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the shell and SQL blocks of the README and the guides', () => {
  it('run: every shell block in bash against the emulator, every SQL block against its destination', async () => {
    const blocks = await allDocBlocks(root);
    const counts = { shell: 0, commands: 0, sql: 0, notRun: 0 };
    const failures: string[] = [];
    for (const block of blocks) {
      if (block.notRun !== undefined) {
        counts.notRun++;
        continue;
      }
      const cwd = await mkdtemp(join(dir, 'block-'));
      await readerFiles(cwd);
      const ran = block.lang === 'sh' ? await runShell(block, cwd) : await runSql(block, cwd);
      if (ran.code !== 0) failures.push(`${block.origin}: exit ${ran.code}\n${ran.output.slice(-1500)}`);
      if (block.lang === 'sh') {
        counts.shell++;
        counts.commands += commandLines(block.code);
      } else counts.sql++;
    }
    console.log(
      `docs: ran ${counts.shell} shell blocks (${counts.commands} commands) and ${counts.sql} SQL blocks; ${counts.notRun} marked not run`,
    );
    expect(failures).toEqual([]);
    expect(counts.shell).toBeGreaterThan(5);
    expect(counts.sql).toBeGreaterThan(2);
  }, 600_000);
});

function commandLines(code: string): number {
  return code
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.trim().startsWith('#')).length;
}

function runShell(block: DocBlock, cwd: string) {
  return bash(substitute(block.code, ids), cwd);
}

/**
 * A SQL block against the destination its marker names, made first by the pipeline the guide describes:
 * two days of `crawl --changes` with the web moved on between them.
 */
async function runSql(block: DocBlock, cwd: string) {
  const day = (output: string, state: string) =>
    `crawlstream crawl https://site-1.test/ --allow-subdomains -o ${output} --changes ${state} -q`;
  const days: Record<string, [string, string, string?]> = {
    'daily-files': [
      day('day-2026-01-01.jsonl', '--state pipeline.state'),
      day('day-2026-01-02.jsonl', '--state pipeline.state'),
    ],
    dataset: [day('DIR/', ''), day('DIR/', ''), 'crawlstream datasets compact DIR/ > /dev/null'],
  };
  const setup = days[block.sqlTarget ?? ''];
  if (setup === undefined) return { code: 1, output: `no fixture for <!-- sql: ${block.sqlTarget} -->` };
  const [first, second, after] = setup;
  for (const step of [first, 'advance', second, after]) {
    if (step === undefined) continue;
    if (step === 'advance') {
      emulator.advanceWeb();
      continue;
    }
    const made = await bash(step, cwd);
    if (made.code !== 0) return made;
  }
  const query = block.code.replace(/;\s*$/, '');
  // Some row must come back: an empty answer from a query of the guides is as wrong as an error.
  return bash(`duckdb :memory: "$(cat <<'SQL'\n${query}\nSQL\n)" > rows.jsonl && test -s rows.jsonl`, cwd);
}
