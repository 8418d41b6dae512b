import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { StoppableClock } from '../helpers/stoppable-clock.js';
import {
  assertBuilt,
  emulatorEnv,
  parseJsonl,
  QUICK_POLL,
  resumeArgs,
  runCli,
  runCliInProcess,
  sourceUrl,
  waitFor,
} from './cli-harness.js';

let emulator: Emulator;
let dir: string;
let env: Record<string, string>;
/**
 * The emulator's clock. The Ctrl-C and failure tests stop it in the middle of a job: the job then finishes
 * no more pages, so however slowly the program runs, the interrupt or the fault meets it still running.
 */
const clock = new StoppableClock();
const now = clock.now;

beforeAll(async () => {
  assertBuilt();
  // Slow enough that a crawl of ~170 pages is still running when a test interrupts it.
  emulator = await startEmulator({
    seed: 3,
    apiKey: 'sk-cli-test-key-0123456789',
    site: { sites: 2, pagesPerSite: 300 },
    scrape: { pagesPerSecond: 60, concurrency: 5, completionLagMs: 50 },
    now,
  });
  env = emulatorEnv(emulator);
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-cli-'));
});

afterAll(async () => {
  await emulator?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function expectedUrls(jobId: string): string[] {
  return [...emulator.jobs.sourceUrls(jobId)];
}

function jsonSummary(text: string): { jobId: string; documents: number; status: string } {
  const line = text
    .trim()
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith('{"status"'));
  if (!line) throw new Error(`no --json summary in:\n${text}`);
  return JSON.parse(line) as { jobId: string; documents: number; status: string };
}

/** The `url` column of a Parquet file, read with hyparquet (independent of the writer). */
async function parquetUrls(path: string): Promise<unknown[]> {
  const rows = await parquetReadObjects({
    file: await asyncBufferFromFile(path),
    columns: ['url'],
    compressors: { GZIP: (input: Uint8Array) => new Uint8Array(gunzipSync(input)) },
  });
  return rows.map((row) => row.url);
}

async function partialSize(path: string): Promise<number> {
  return stat(`${path}.partial`).then(
    (s) => s.size,
    () => 0,
  );
}

/**
 * Stops the emulator's clock once the job read from now on (the job of the first `route` read after this
 * call) has finished `bytes` of documents, so that the job stays running; returns what ends the watch and
 * lets time go on from where it stopped.
 */
function stopClockAt(route: 'crawl.status' | 'batch.status', bytes: number): () => void {
  const from = emulator.requests.length;
  // The finished documents' JSON length so far, each document counted once as the job finishes it.
  let counted = 0;
  let finishedBytes = 0;
  const poll = setInterval(() => {
    const read = emulator.requests.slice(from).find((r) => r.route === route);
    if (clock.stopped || read === undefined) return;
    // The time first: the documents are those finished by then, whatever the count itself takes.
    const at = now();
    for (const length of emulator.jobs.documentLengths(read.path.split('/').at(-1) as string, counted)) {
      finishedBytes += length + 1;
      counted++;
    }
    if (finishedBytes >= bytes) clock.stop(at);
  }, 10);
  return () => {
    clearInterval(poll);
    clock.start();
  };
}

/**
 * Sends one SIGINT once `ready()` says so (checked every 20 ms). Once only: checks already under way when the
 * polling stops still answer, and a second SIGINT means "quit now".
 */
function interruptOnce(child: ChildProcess, ready: () => Promise<boolean>): void {
  let sent = false;
  const poll = setInterval(() => {
    void ready().then((yes) => {
      if (!yes || sent || child.exitCode !== null) return;
      sent = true;
      clearInterval(poll);
      child.kill('SIGINT');
    });
  }, 20);
  child.on('close', () => clearInterval(poll));
}

describe('crawlstream crawl', () => {
  it('exports every document of the job to a JSONL file, in order', async () => {
    const out = join(dir, 'site.jsonl');
    const run = await runCliInProcess(
      [...QUICK_POLL, 'crawl', 'https://site-1.test/', '--limit', '40', '-o', out, '--json'],
      {
        env,
      },
    );
    expect(run.stderr).not.toContain(emulator.apiKey);
    expect(run.code).toBe(0);
    const summary = jsonSummary(run.stdout);
    const docs = parseJsonl(await readFile(out, 'utf8'));
    expect(docs.map(sourceUrl)).toEqual(expectedUrls(summary.jobId));
    // A few synthetic pages fail to scrape; they are reported by /errors, not exported.
    expect(docs.length).toBeGreaterThan(30);
    expect(summary).toMatchObject({ status: 'completed', documents: docs.length });
  });

  it('--page-limit and --read-ahead set how status pages are read; bad values are refused before sending', async () => {
    const jobId = emulator.createCompletedCrawl({ pages: 60, sizes: [400] });
    const out = join(dir, 'paged.jsonl');
    const before = emulator.requests.length;
    const run = await runCliInProcess(
      ['pages', jobId, '--page-limit', '7', '--read-ahead', '3', '-o', out, '--json'],
      {
        env,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(parseJsonl(await readFile(out, 'utf8')).map(sourceUrl)).toEqual(expectedUrls(jobId));
    const reads = emulator.requests.slice(before).filter((r) => r.path === `/v2/crawl/${jobId}`);
    // Ranges of at most 7 documents, each read once: nine reads cover the 60.
    const skips = reads.map((r) => Number(r.query.skip)).sort((a, b) => a - b);
    expect(skips).toEqual([0, 7, 14, 21, 28, 35, 42, 49, 56]);
    expect(reads.every((r) => Number(r.query.limit) <= 7)).toBe(true);

    for (const [flag, value] of [
      ['--read-ahead', '0'],
      ['--page-limit', 'many'],
      ['--poll-interval', '0'],
    ] as const) {
      const sent = emulator.requests.length;
      const bad = await runCliInProcess(['pages', jobId, flag, value, '-o', join(dir, 'bad.jsonl')], { env });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain(`${flag}: must be an integer`);
      expect(emulator.requests.length).toBe(sent);
    }
  });

  it('--poll-interval sets the wait before a running job is read again', async () => {
    // The clock stands still until the first read was answered, so that read finds the job running with
    // nothing finished; the reads are timed as they arrive (the request log counts the emulator's clock).
    clock.stop();
    const before = emulator.requests.length;
    const arrived: number[] = [];
    const watch = setInterval(() => {
      const reads = emulator.requests.slice(before).filter((r) => r.route === 'crawl.status');
      while (arrived.length < reads.length) arrived.push(performance.now());
      if (clock.stopped && (reads[0]?.status ?? 0) !== 0) clock.start();
      if (reads.length >= 2) clearInterval(watch);
    }, 5);
    const out = join(dir, 'polled.jsonl');
    const run = await runCliInProcess(
      ['--poll-interval', '1500', 'crawl', 'https://site-2.test/', '--limit', '3', '-o', out, '--json'],
      { env },
    ).finally(() => clearInterval(watch));
    expect(run.code, run.stderr).toBe(0);
    expect(jsonSummary(run.stdout).documents).toBe(3);
    // The flag's 1.5 s, not the default 1 s (the margin is for when each read was seen, within 5 ms or so).
    expect((arrived[1] as number) - (arrived[0] as number)).toBeGreaterThan(1250);
  });

  it('writes JSONL to stdout with -o - and keeps progress and the summary on stderr', async () => {
    const run = await runCliInProcess(
      [...QUICK_POLL, 'crawl', 'https://site-2.test/', '--limit', '25', '-o', '-', '--json'],
      {
        env,
      },
    );
    expect(run.code).toBe(0);
    const docs = parseJsonl(run.stdout);
    const summary = jsonSummary(run.stderr);
    expect(docs.map(sourceUrl)).toEqual(expectedUrls(summary.jobId));
    expect(run.stderr).toContain(`Wrote ${docs.length} documents`);
    expect(summary.documents).toBe(docs.length);
  });

  it('stops quietly with exit 0 when the reader of -o - goes away (| head)', async () => {
    const run = await runCli([...QUICK_POLL, 'crawl', 'https://site-1.test/', '-q', '-o', '-'], {
      env,
      during: (child, output) => {
        void waitFor(() => output.stdout().includes('\n')).then(() => child.stdout?.destroy());
      },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('EPIPE');
  });

  it('writes gzip JSONL for .jsonl.gz', async () => {
    const out = join(dir, 'site.jsonl.gz');
    const run = await runCliInProcess(
      [...QUICK_POLL, 'crawl', 'https://site-1.test/', '--limit', '15', '-o', out, '--json', '-q'],
      {
        env,
      },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const docs = parseJsonl(gunzipSync(await readFile(out)).toString('utf8'));
    expect(docs.map(sourceUrl)).toEqual(expectedUrls(jsonSummary(run.stdout).jobId));
  });

  it('--dedupe writes each canonical URL once, also across a failure and --resume', async () => {
    const urls = emulator.web
      .map({ url: 'https://site-1.test', limit: 120 })
      .map((link: { url: string }) => link.url);
    const file = join(dir, 'dupes.txt');
    await writeFile(file, urls.flatMap((url) => [url, `${url}#again`]).join('\n'));
    const out = join(dir, 'deduped.jsonl');
    // The batch stops with 1 MiB finished, so the fault meets it running.
    const restartClock = stopClockAt('batch.status', 1 << 20);
    const first = await runCli(
      [...QUICK_POLL, '--max-retries', '0', 'batch', '--urls-file', file, '--dedupe', '-o', out],
      {
        env,
        during: (child) => {
          const poll = setInterval(() => {
            void partialSize(out).then((size) => {
              if (clock.stopped && size > 0) {
                clearInterval(poll);
                emulator.injectFault({ route: 'batch.status', kind: '503', times: 1 });
              }
            });
          }, 20);
          child.on('close', () => clearInterval(poll));
        },
      },
    ).finally(restartClock);
    expect(first.code).toBe(1);
    const args = resumeArgs(first.stderr);
    expect(args).toContain('--dedupe');
    const second = await runCliInProcess(args, { env });
    expect(second.code).toBe(0);
    const written = parseJsonl(await readFile(out, 'utf8')).map((doc) =>
      sourceUrl(doc).replace(/#again$/, ''),
    );
    const truth = new Set(expectedUrls(args[1] as string).map((url) => url.replace(/#again$/, '')));
    expect(new Set(written).size).toBe(written.length);
    expect(new Set(written)).toEqual(truth);
  });

  it.each(['jsonl', 'parquet'])(
    'stops on the first Ctrl-C with exit 130, and the printed --resume command completes the .%s file exactly once',
    async (format) => {
      const out = join(dir, `interrupted.${format}`);
      // The crawl (~14 MB) stops with 9 MiB finished, room for two of the Parquet file's 4 MiB row groups.
      // The interrupt comes once documents are in the partial file (a Parquet one starts with its 4 magic
      // bytes); the interrupted export commits what it received.
      const restartClock = stopClockAt('crawl.status', 9 << 20);
      const first = await runCli([...QUICK_POLL, 'crawl', 'https://site-2.test/', '-o', out], {
        env,
        during: (child) =>
          interruptOnce(
            child,
            async () => clock.stopped && (await partialSize(out)) > (format === 'parquet' ? 4 : 0),
          ),
      }).finally(restartClock);
      expect(first.code).toBe(130);
      expect(first.stderr).toContain('Output and checkpoint are kept.');
      const args = resumeArgs(first.stderr);
      // The export's --poll-interval goes on with it.
      expect(args).toEqual(['pages', expect.any(String), '-o', out, '--resume', ...QUICK_POLL]);
      const jobId = args[1] as string;
      const checkpoint = JSON.parse(await readFile(`${out}.checkpoint.json`, 'utf8')) as { records: number };
      expect(checkpoint.records).toBeGreaterThan(0);

      const second = await runCliInProcess([...args, '--json'], { env });
      expect(second.code).toBe(0);
      const urls =
        format === 'parquet'
          ? await parquetUrls(out)
          : parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
      expect(urls).toEqual(expectedUrls(jobId));
      // Interrupted in the middle: the resume wrote the rest. (The first run may have kept up with the
      // crawl itself, so "the middle" is measured against the finished job, not the documents so far.)
      expect(checkpoint.records).toBeLessThan(urls.length);
      expect(new Set(urls).size).toBe(urls.length);
    },
  );

  it('on Ctrl-C, a stdout export writes what it received and prints a --skip command that continues exactly there', async () => {
    const first = await runCli([...QUICK_POLL, 'crawl', 'https://site-2.test/', '-o', '-'], {
      env,
      during: (child, output) => {
        void waitFor(() => output.stdout().length > 0).then(() => child.kill('SIGINT'));
      },
    });
    expect(first.code).toBe(130);
    const args = resumeArgs(first.stderr);
    expect(args).toEqual([
      'pages',
      expect.any(String),
      '--skip',
      expect.stringMatching(/^\d+$/),
      ...QUICK_POLL,
    ]);
    const head = parseJsonl(first.stdout).map(sourceUrl);
    expect(Number(args[3])).toBe(head.length);
    const rest = await runCliInProcess(args, { env });
    expect(rest.code).toBe(0);
    expect([...head, ...parseJsonl(rest.stdout).map(sourceUrl)]).toEqual(expectedUrls(args[1] as string));
  });

  it('exits at once on a second Ctrl-C even while a write is stuck', async () => {
    const run = await runCli([...QUICK_POLL, 'crawl', 'https://site-1.test/', '-o', '-'], {
      env,
      during: (child, output) => {
        // Stop reading the child's stdout: its pipe fills up and the export blocks on a write.
        let seen = 0;
        child.stdout?.on('data', () => {
          seen += 1;
          if (seen === 1) child.stdout?.pause();
        });
        void waitFor(() => seen > 0 && output.stderr().length > 0).then(async () => {
          child.kill('SIGINT');
          await waitFor(() => output.stderr().includes('Ctrl-C again') || child.exitCode !== null);
          child.kill('SIGINT');
        });
      },
    });
    expect(run.code).toBe(130);
  });

  it('cancels the job on the service with --cancel-on-exit', async () => {
    const out = join(dir, 'cancelled.jsonl');
    const first = await runCli(
      [...QUICK_POLL, 'crawl', 'https://site-2.test/', '--cancel-on-exit', '-o', out],
      {
        env,
        during: (child) => interruptOnce(child, async () => (await partialSize(out)) > 0),
      },
    );
    expect(first.code).toBe(130);
    const jobId = resumeArgs(first.stderr)[1] as string;
    expect(emulator.requests.some((r) => r.method === 'DELETE' && r.path === `/v2/crawl/${jobId}`)).toBe(
      true,
    );
  });

  it('fails with exit 1 on a server fault, keeps output and checkpoint, and the resume hint finishes the export', async () => {
    const out = join(dir, 'faulted.jsonl');
    const first = await runCli(
      [...QUICK_POLL, '--max-retries', '0', 'crawl', 'https://site-1.test/', '-o', out],
      {
        env,
        during: (child) => {
          const poll = setInterval(() => {
            void partialSize(out).then((size) => {
              if (size > 0) {
                clearInterval(poll);
                emulator.injectFault({ route: 'crawl.status', kind: '500', times: 1 });
              }
            });
          }, 20);
          child.on('close', () => clearInterval(poll));
        },
      },
    );
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/Export failed: .*500/);
    expect(first.stderr).not.toMatch(/\n\s+at /); // no stack trace without --debug
    const args = resumeArgs(first.stderr);
    expect(await partialSize(out)).toBeGreaterThan(0);
    const second = await runCliInProcess(args, { env });
    expect(second.code).toBe(0);
    const urls = parseJsonl(await readFile(out, 'utf8')).map(sourceUrl);
    expect(urls).toEqual(expectedUrls(args[1] as string));
  });

  it('says there is nothing to resume when the export had finished', async () => {
    const out = join(dir, 'site.jsonl');
    const records = parseJsonl(await readFile(out, 'utf8')).length;
    const before = emulator.requests.length;
    const run = await runCliInProcess(['crawl', 'https://site-1.test/', '-o', out, '--resume'], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`Nothing to resume: ${out} is complete (${records} documents).`);
    expect(emulator.requests.length).toBe(before);
  });

  it('moves the file into place when the last run stopped between its final checkpoint and the rename', async () => {
    const out = join(dir, 'site.jsonl');
    const content = await readFile(out, 'utf8');
    // The state such a stop leaves: the checkpoint says complete, the data is still under the partial name.
    await rename(out, `${out}.partial`);
    const run = await runCliInProcess(['crawl', 'https://site-1.test/', '-o', out, '--resume'], { env });
    expect(run.code, run.stderr).toBe(0);
    expect(await readFile(out, 'utf8')).toBe(content);
    await expect(stat(`${out}.partial`)).rejects.toThrow(/ENOENT/);
  });
});

describe('crawlstream crawl -o DIR/ (a dataset)', () => {
  /** Every `.jsonl` part of a dataset directory, listed by its manifest, as records. */
  async function datasetRecords(root: string): Promise<Record<string, unknown>[]> {
    const manifest = JSON.parse(await readFile(join(root, '_manifest.json'), 'utf8')) as {
      parts: { key: string }[];
    };
    const out: Record<string, unknown>[] = [];
    for (const part of manifest.parts) out.push(...parseJsonl(await readFile(join(root, part.key), 'utf8')));
    return out;
  }

  it('fails with exit 1 on a server fault, keeps the staged parts, and the resume hint finishes the dataset', async () => {
    const root = join(dir, 'dataset');
    // The crawl (~8 MB) stops with 2 MiB finished, so the fault meets it running however late the first
    // checkpoint comes (with the job running on, a loaded machine let it finish first).
    const restartClock = stopClockAt('crawl.status', 2 << 20);
    const first = await runCli(
      [
        ...QUICK_POLL,
        '--max-retries',
        '0',
        'crawl',
        'https://site-1.test/',
        '-o',
        `${root}/`,
        '--format',
        'jsonl',
      ],
      {
        env,
        during: (child) => {
          const poll = setInterval(() => {
            if (!clock.stopped) return;
            void stat(join(root, '_staging', '_export.checkpoint.json')).then(
              () => {
                clearInterval(poll);
                emulator.injectFault({ route: 'crawl.status', kind: '500', times: 1 });
              },
              () => undefined,
            );
          }, 20);
          child.on('close', () => clearInterval(poll));
        },
      },
    ).finally(restartClock);
    expect(first.code, first.stderr).toBe(1);
    await expect(stat(join(root, '_manifest.json'))).rejects.toThrow(/ENOENT/);
    const args = resumeArgs(first.stderr);
    expect(args).toContain('--format');
    const second = await runCliInProcess(args, { env });
    expect(second.code, second.stderr).toBe(0);
    const urls = (await datasetRecords(root)).map(sourceUrl);
    expect(urls.sort()).toEqual(expectedUrls(args[1] as string).sort());
    await expect(stat(join(root, '_staging'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses --format for a single file, and a dataset that already holds a finished export', async () => {
    const wrong = await runCliInProcess(
      ['crawl', 'https://site-1.test/', '-o', join(dir, 'x.jsonl'), '--format', 'jsonl'],
      { env },
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--format: only for a dataset');
    const again = await runCliInProcess(
      ['crawl', 'https://site-1.test/', '-o', `${join(dir, 'dataset')}/`, '--format', 'jsonl'],
      {
        env,
      },
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a finished export');
  });
});

describe('crawlstream pages and batch', () => {
  it('exports an existing job from a cursor with pages --skip', async () => {
    const crawl = await runCliInProcess(
      [
        ...QUICK_POLL,
        'crawl',
        'https://site-2.test/',
        '--limit',
        '30',
        '-q',
        '--json',
        '-o',
        join(dir, 'p.jsonl'),
      ],
      {
        env,
      },
    );
    const { jobId } = jsonSummary(crawl.stdout);
    const run = await runCliInProcess(['pages', jobId, '--skip', '10'], { env });
    expect(run.code).toBe(0);
    expect(parseJsonl(run.stdout).map(sourceUrl)).toEqual(expectedUrls(jobId).slice(10));
  });

  it('scrapes positional URLs plus --urls-file as one batch job', async () => {
    const urls = emulator.web
      .map({ url: 'https://site-1.test', limit: 6 })
      .map((link: { url: string }) => link.url);
    const file = join(dir, 'urls.txt');
    await writeFile(file, `# a comment\n${urls.slice(2).join('\n')}\n\n`);
    const out = join(dir, 'batch.jsonl');
    const run = await runCliInProcess(
      [
        ...QUICK_POLL,
        'batch',
        ...urls.slice(0, 2),
        '--urls-file',
        file,
        '--formats',
        'markdown,links',
        '-o',
        out,
        '--json',
      ],
      {
        env,
      },
    );
    expect(run.code).toBe(0);
    const { jobId } = jsonSummary(run.stdout);
    const docs = parseJsonl(await readFile(out, 'utf8'));
    expect(docs.map(sourceUrl)).toEqual(expectedUrls(jobId));
    expect(new Set(docs.map(sourceUrl))).toEqual(new Set(emulator.jobs.sourceUrls(jobId)));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((doc) => Array.isArray(doc.links))).toBe(true);
  });
});
