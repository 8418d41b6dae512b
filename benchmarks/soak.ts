/**
 * Fault soak benchmark: a crawl export of N documents (default 20,000) from the emulator with faults on
 * every route (5% 429, 1% each of 500/502/503, 2% connection resets, 1% cut-off bodies, 10% latency),
 * streamed into a JSONL file and compared with the emulator's ground truth document by document.
 *
 *   npx tsx --expose-gc benchmarks/soak.ts [--documents 20000] [--seed 5] [--runs 2] [--page-limit 100] [--window 2]
 *
 * The emulator runs in a child process of its own (one per run), so the memory figures are the client's:
 * the export, the credit window and the JSONL sink. Prints one line per run and exits non-zero when any
 * document is missing, duplicated or different, or when two runs of the same seed produce different files.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Emulator, type RequestLogEntry, startEmulator } from '../src/emulator/index.js';
import {
  runSoak,
  type SoakOptions,
  type SoakResult,
  type SoakService,
  soakEmulatorOptions,
  truthOf,
} from '../test/reliability/helpers/run-soak.js';

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '5' },
    runs: { type: 'string', default: '2' },
    'page-limit': { type: 'string', default: '100' },
    window: { type: 'string', default: '2' },
    serve: { type: 'boolean', default: false },
  },
});

interface Message {
  id: number;
  cmd: string;
  [key: string]: unknown;
}

/** Child side: one emulator, driven over IPC. */
function serve(): void {
  let emulator: Emulator | undefined;
  const handlers: Record<string, (m: Message) => Promise<unknown> | unknown> = {
    start: async (m) => {
      emulator = await startEmulator(m.options as Parameters<typeof startEmulator>[0]);
      return { url: emulator.url, apiKey: emulator.apiKey };
    },
    fault: (m) => emulator?.injectFault(m.fault as never),
    truth: (m) => [...truthOf(emulator!, String(m.jobId))],
    log: () => emulator?.requests ?? [],
    rss: () => process.memoryUsage.rss(),
    close: async () => {
      await emulator?.close();
      setImmediate(() => process.disconnect());
      return true;
    },
  };
  process.on('message', async (m: Message) => {
    try {
      process.send?.({ id: m.id, ok: true, value: await handlers[m.cmd]!(m) });
    } catch (err) {
      process.send?.({ id: m.id, ok: false, error: String(err) });
    }
  });
}

/** Parent side: a soak service whose emulator lives in a child process. */
async function remoteService(options: SoakOptions): Promise<SoakService & { rss(): Promise<number> }> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: process.execArgv.filter((arg) => arg !== '--expose-gc'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 1;
  child.on('message', (m: { id: number; ok: boolean; value?: unknown; error?: string }) => {
    const waiter = pending.get(m.id);
    pending.delete(m.id);
    if (m.ok) waiter?.resolve(m.value);
    else waiter?.reject(new Error(m.error));
  });
  const call = <T>(cmd: string, args: Record<string, unknown> = {}): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, cmd, ...args });
    });
  const { url, apiKey } = await call<{ url: string; apiKey: string }>('start', {
    options: soakEmulatorOptions(options),
  });
  return {
    url,
    apiKey,
    injectFault: (fault) => call('fault', { fault }),
    truth: async (jobId) => new Map(await call<Array<[string, string]>>('truth', { jobId })),
    log: () => call<RequestLogEntry[]>('log'),
    rss: () => call<number>('rss'),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await call('close');
      await exited;
    },
  };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function line(run: number, r: SoakResult, emulatorRss: number): string {
  const faults = Object.entries(r.faults)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return [
    `run ${run}: ${r.records}/${r.expected} documents`,
    `missing ${r.missing.length} duplicated ${r.duplicates.length} different ${r.mismatched.length}`,
    `${(r.durationMs / 1000).toFixed(1)} s`,
    `${r.requests} requests, ${r.retries} retries (${faults})`,
    `file ${mb(r.fileBytes)} sha256 ${r.fileSha256.slice(0, 16)}`,
    `client peak rss ${mb(r.peakRssBytes)} heap ${mb(r.peakHeapBytes)}`,
    `emulator rss ${mb(emulatorRss)}`,
    `max pages in flight ${r.stats.maxPagesInFlight}`,
  ].join(' | ');
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'crawlstream-soak-'));
  const results: SoakResult[] = [];
  try {
    for (let run = 1; run <= Number(values.runs); run++) {
      const options: SoakOptions = {
        documents: Number(values.documents),
        seed: Number(values.seed),
        dir,
        pageLimit: Number(values['page-limit']),
        window: Number(values.window),
        sampleMemory: true,
      };
      // The previous run's comparison read a whole file; collect it so this run's peak is its own.
      (globalThis as { gc?: () => void }).gc?.();
      const service = await remoteService(options);
      let emulatorRss = 0;
      const result = await runSoak(options, {
        ...service,
        log: async () => {
          emulatorRss = await service.rss();
          return service.log();
        },
      });
      results.push(result);
      console.log(
        result.error === undefined
          ? line(run, result, emulatorRss)
          : `run ${run}: failed: ${String(result.error)}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const broken = results.filter(
    (r) =>
      r.error !== undefined ||
      r.missing.length + r.duplicates.length + r.mismatched.length + r.unexpected.length > 0,
  );
  const hashes = new Set(results.map((r) => r.fileSha256));
  console.log(
    `${results.length} runs, ${broken.length} with lost, duplicated or different documents, ` +
      `${hashes.size === 1 ? 'identical files (same seed reproduces)' : 'DIFFERENT files'}`,
  );
  process.exitCode = broken.length > 0 || hashes.size > 1 ? 1 : 0;
}

if (values.serve) serve();
else await main();
