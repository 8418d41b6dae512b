/**
 * The command line under the same faults as the library soak: the file holds every document exactly
 * once and the `--json` summary reports the retries it took.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { type Emulator, startEmulator } from '../../src/emulator/index.js';
import { documentHash, documentUrl } from './helpers/document-hash.js';
import { SOAK_FAULTS, soakEmulatorOptions, truthOf } from './helpers/run-soak.js';

const DOCUMENTS = 800;
let emulator: Emulator;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-cli-soak-'));
  emulator = await startEmulator(
    soakEmulatorOptions({
      documents: DOCUMENTS,
      seed: 8,
      dir,
      faults: { ...SOAK_FAULTS, retryAfterSeconds: 0 },
    }),
  );
  // Make sure the run meets faults whatever the seed draws (one scripted kind per request: kinds given
  // together would land on the same request).
  emulator.injectFault({ route: 'crawl.status', kind: 'reset', times: 2 });
});

afterAll(async () => {
  await emulator.close();
  await rm(dir, { recursive: true, force: true });
});

it('crawl -o file.jsonl --json: every document once, retries in the summary', async () => {
  const file = join(dir, 'out.jsonl');
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  let err = '';
  const stderr = {
    write: (chunk: string) => {
      err += chunk;
      return true;
    },
  };
  const args = [
    'crawl',
    'https://site-1.test',
    '--limit',
    String(DOCUMENTS),
    '--max-depth',
    '100',
    '--allow-subdomains',
  ];
  args.push(
    '-o',
    file,
    '--json',
    '--max-retries',
    '12',
    '--api-url',
    emulator.url,
    '--api-key',
    emulator.apiKey,
  );
  const code = await runCli(args, { stdout, stderr, env: {} });
  expect(code, err).toBe(0);
  const summary = JSON.parse(out.trim().split('\n').at(-1)!) as {
    status: string;
    jobId: string;
    documents: number;
    retries: number;
  };
  expect(summary.status).toBe('completed');
  // Each failed attempt (a 429/5xx, a reset, a cut body) was retried once, and the summary says so.
  const failed = emulator.requests.filter(
    (r) => r.status >= 400 || r.faults.includes('reset') || r.faults.includes('truncate'),
  );
  expect(failed.length).toBeGreaterThanOrEqual(2);
  expect(summary.retries).toBe(failed.length);
  const truth = truthOf(emulator, summary.jobId);
  expect(truth.size).toBe(DOCUMENTS);
  const lines = (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '');
  expect(summary.documents).toBe(lines.length);
  const got = new Map<string, string>();
  for (const line of lines) {
    const doc = JSON.parse(line) as unknown;
    expect(got.has(documentUrl(doc)), `duplicate ${documentUrl(doc)}`).toBe(false);
    got.set(documentUrl(doc), documentHash(doc));
  }
  expect(got).toEqual(truth);
});
