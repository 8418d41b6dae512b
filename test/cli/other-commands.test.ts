import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { assertBuilt, emulatorEnv, parseJsonl, runCli, runCliInProcess, waitFor } from './cli-harness.js';

let emulator: Emulator;
let dir: string;
let env: Record<string, string>;
const key = 'sk-cli-secret-9f8e7d6c5b4a';

beforeAll(async () => {
  assertBuilt();
  emulator = await startEmulator({ seed: 5, apiKey: key, scrape: { extractMs: 50 } });
  env = emulatorEnv(emulator);
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-cli-'));
});

afterAll(async () => {
  await emulator?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('usage', () => {
  it('prints --help for the program and every command, and --version', async () => {
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect((await runCli(['--version'])).stdout.trim()).toBe(pkg.version);
    // Refused input exits 2 from the program as from its runs in this process (the cases below).
    const refused = await runCli(['crawl', 'https://site-1.test/', '--limit', '0']);
    expect([refused.code, refused.stdout]).toEqual([2, '']);
    expect(refused.stderr).toContain('--limit: must be an integer ≥ 1');
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    const names = ['crawl', 'batch', 'pages', 'search', 'map', 'extract', 'browser', 'emulator', 'demo'];
    for (const name of names) expect(help.stdout).toContain(`  ${name} `);
    const runs = await Promise.all(names.map((name) => runCli([name, '--help'])));
    runs.forEach((run, i) => {
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`crawlstream ${names[i]}`);
      expect(run.stdout).toContain('--api-key KEY');
    });
  });

  it.each([
    [['crawl', 'https://site-1.test/', '--limit', '0'], '--limit: must be an integer ≥ 1'],
    [
      ['crawl', 'https://site-1.test/', '--sitemap', 'never'],
      '--sitemap: must be one of include, skip, only',
    ],
    [['crawl', 'https://site-1.test/', '--formats', 'markdown,pdf'], '--formats: each value must be one of'],
    [['crawl', 'https://site-1.test/', '--limt', '5'], '--limt: unknown option'],
    [['crawl', 'https://site-1.test/', '-o', 'out.csv'], '-o/--output: the file name must end in'],
    [
      ['crawl', 'https://site-1.test/', '-o', '/no/such/folder/out.jsonl'],
      '-o/--output: the folder /no/such/folder does not exist',
    ],
    [['crawl', 'not a url'], '<url>: must be an absolute http(s) URL'],
    [
      ['crawl', 'https://site-1.test/', '--include-paths', '(['],
      '--include-paths: not a valid regular expression',
    ],
    [
      ['crawl', 'https://site-1.test/', '--wait-for', '40000', '--scrape-timeout', '60000'],
      '--wait-for: waitFor must be at most half of timeout',
    ],
    [['batch', '-o', 'x.jsonl'], '<url...>: give at least one URL'],
    [['pages', 'not-a-uuid'], '<jobId>:'],
    [['search', 'q', '--limit', '101'], '--limit: must be an integer from 1 to 100'],
    [['search', 'x'.repeat(501)], '<query>:'],
    [['map', 'https://site-1.test/', '--limit', '100001'], '--limit: must be an integer from 1 to 100000'],
    [['extract', 'https://site-1.test/'], '--prompt or --schema: give at least one of them'],
    [
      ['browser', 'execute', 'abc', '--code', 'x', '--timeout', '301'],
      '--timeout: must be an integer from 1 to 300',
    ],
    [['browser', 'fly'], '<action>: must be one of create, list, execute, delete'],
    [['--max-retries=-1', 'map', 'https://site-1.test/'], '--max-retries: must be an integer'],
    [['nonsense'], 'unknown command "nonsense"'],
  ])('exits 2 and names the flag: %j', async (args, message) => {
    const before = emulator.requests.length;
    const run = await runCliInProcess(args, { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(emulator.requests.length).toBe(before); // nothing reached the service
  });
});

describe('search, map, extract', () => {
  it('search prints one JSONL line per result with its source', async () => {
    const run = await runCliInProcess(
      ['search', 'site:site-1.test', '--sources', 'web,news', '--limit', '3', '--api-key', key],
      {
        env: { CRAWLSTREAM_API_URL: emulator.url },
      },
    );
    expect(run.code).toBe(0);
    const items = parseJsonl(run.stdout);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.source === 'web' || item.source === 'news')).toBe(true);
    expect(items.filter((item) => item.source === 'web').length).toBeLessThanOrEqual(3);
    expect(`${run.stdout}${run.stderr}`).not.toContain(key);
  });

  it('map writes links to a gzip-free JSONL file and filters them with --match', async () => {
    const out = join(dir, 'links.jsonl');
    const run = await runCliInProcess(
      ['map', 'https://site-1.test', '--limit', '50', '--match', '/blog', '-o', out],
      {
        env,
      },
    );
    expect(run.code).toBe(0);
    const links = parseJsonl(await readFile(out, 'utf8'));
    const all = emulator.web.map({ url: 'https://site-1.test', limit: 50 });
    expect(links.map((link) => link.url)).toEqual(
      all.map((link) => link.url).filter((url) => url.includes('/blog')),
    );
  });

  it('extract follows a JSON Schema file and prints the finished job', async () => {
    const schemaFile = join(dir, 'schema.json');
    await writeFile(
      schemaFile,
      JSON.stringify({ type: 'object', properties: { title: { type: 'string' } }, required: ['title'] }),
    );
    const run = await runCliInProcess(
      ['extract', 'https://site-1.test/', '--schema', schemaFile, '--show-sources'],
      {
        env,
      },
    );
    expect(run.code).toBe(0);
    const [result] = parseJsonl(run.stdout);
    expect(result).toBeDefined();
    expect(typeof (result?.data as { title?: unknown } | undefined)?.title).toBe('string');
  });

  it('extract names --schema when the file is not JSON', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{ nope');
    const run = await runCliInProcess(['extract', 'https://site-1.test/', '--schema', bad], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--schema: ${bad} is not valid JSON`);
  });
});

describe('browser', () => {
  it('creates, lists, executes in and deletes a session', async () => {
    const created = await runCliInProcess(['browser', 'create', '--ttl', '120', '--json'], { env });
    expect(created.code).toBe(0);
    const session = JSON.parse(created.stdout) as { id: string };
    const listed = await runCliInProcess(['browser', 'list', '--status', 'active', '--json'], { env });
    expect(listed.stdout).toContain(session.id);

    const ok = await runCliInProcess(['browser', 'execute', session.id, '--code', "console.log('hello')"], {
      env,
    });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ stdout: expect.stringContaining('hello') });

    const script = join(dir, 'fail.js');
    await writeFile(script, "throw new Error('boom')");
    const failed = await runCliInProcess(['browser', 'execute', session.id, '--file', script], { env });
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ error: expect.stringContaining('boom') });

    const deleted = await runCliInProcess(['browser', 'delete', session.id], { env });
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.stdout)).toMatchObject({ success: true });
    const gone = await runCliInProcess(['browser', 'execute', session.id, '--code', 'x'], { env });
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(/410|404/);
  });
});

describe('emulator', () => {
  it('serves until Ctrl-C and prints its URL', async () => {
    let url = '';
    const run = await runCli(['emulator', '--port', '0', '--pages-per-site', '40', '--change-rate', '5%'], {
      during: (child, output) => {
        void waitFor(() => /listening on (\S+)/.test(output.stdout())).then(async () => {
          // Stopped whatever the checks below find, so a failed one fails the test, not its timeout.
          setTimeout(() => child.kill('SIGINT'), 20_000).unref();
          url = /listening on (\S+)/.exec(output.stdout())?.[1] ?? '';
          const key = /CRAWLSTREAM_API_KEY=(\S+)/.exec(output.stdout())?.[1] ?? '';
          const map = await runCli([
            'map',
            'https://site-1.test',
            '--limit',
            '3',
            '--api-url',
            url,
            '--api-key',
            key,
          ]);
          expect(parseJsonl(map.stdout)).toHaveLength(3);
          // The advance the printed line shows, with the key: each of the three sites changes.
          expect(output.stdout()).toContain(
            `Change the web: curl -X POST -H "Authorization: Bearer $CRAWLSTREAM_API_KEY" ${url}/_emulator/web/advance`,
          );
          const advanced = await fetch(`${url}/_emulator/web/advance`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}` },
          });
          const changes = (await advanced.json()) as { edited: string[]; removed: string[] };
          const sites = new Set(
            changes.edited.map((u) => new URL(u).hostname.split('.').slice(-2).join('.')),
          );
          expect(sites.size).toBe(3);
          expect(changes.edited.length).toBeGreaterThanOrEqual(4);
          child.kill('SIGINT');
        });
      },
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(run.code).toBe(0);
  });

  it('refuses a change rate that is not a share, naming the flag', async () => {
    const run = await runCliInProcess(['emulator', '--port', '0', '--change-rate', '150%']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--change-rate: must be a share such as 10%');
  });
});
