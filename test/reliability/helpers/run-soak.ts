import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lastValueFrom } from 'rxjs';
import { createClient } from '../../../src/client.js';
import type {
  Emulator,
  EmulatorOptions,
  FaultSpec,
  RequestLogEntry,
  ScriptedFault,
} from '../../../src/emulator/index.js';
import { startEmulator } from '../../../src/emulator/index.js';
import type { SizeBucket } from '../../../src/emulator/web/types.js';
import { createPagingStats, type PagingStats, withPagingStats } from '../../../src/paging/paging-window.js';
import { toJsonl } from '../../../src/sinks/index.js';
import { documentHash, documentUrl } from './document-hash.js';

/** The fault mix of the soak: every route, every kind the service shows in practice. */
export const SOAK_FAULTS: FaultSpec = {
  rates: { '429': 0.05, '500': 0.01, '502': 0.01, '503': 0.01, reset: 0.02, truncate: 0.01, latency: 0.1 },
  latencyMs: 20,
  retryAfterSeconds: 1,
};

/** Document sizes of the soak: small pages, so a run is about requests and faults, not bytes. */
export const SOAK_SIZES: readonly SizeBucket[] = [
  { minBytes: 300, maxBytes: 2_000, weight: 8 },
  { minBytes: 2_000, maxBytes: 20_000, weight: 2 },
];

/** Options of {@link runSoak}. */
export interface SoakOptions {
  /** Documents the crawl produces (its `limit`; the site has more pages, none failing). */
  documents: number;
  seed: number;
  /** Folder for the output file. */
  dir: string;
  faults?: FaultSpec;
  /** Documents per status page (`limit`). @default 25 */
  pageLimit?: number;
  /** Credit window of the paging source. @default 2 */
  window?: number;
  /** Emulator scrape speed. @default 5000 */
  pagesPerSecond?: number;
  /** Faults forced on the first matching requests, on top of the random ones. */
  scripted?: readonly ScriptedFault[];
  /** Markdown size distribution. @default {@link SOAK_SIZES} */
  sizes?: readonly SizeBucket[];
  /** Sampled every few ms for the peak. */
  sampleMemory?: boolean;
}

/** What a soak run measured and how its output compares with the emulator's ground truth. */
export interface SoakResult {
  /** Why the export failed; the comparison fields then describe an empty output. */
  error?: unknown;
  /** Crawls the emulator created (answers 200 to `POST /v2/crawl`, cut-off ones included). */
  jobsCreated: number;
  jobId: string;
  expected: number;
  records: number;
  /** URLs in the ground truth and not in the file. */
  missing: string[];
  /** URLs present more than once in the file. */
  duplicates: string[];
  /** URLs whose document differs from the ground truth. */
  mismatched: string[];
  /** URLs in the file that the ground truth does not have. */
  unexpected: string[];
  /** sha256 of the output file. */
  fileSha256: string;
  fileBytes: number;
  stats: PagingStats;
  /** Retries reported through the client's `onRetry`. */
  retries: number;
  /** Emulator answers by status (0 = connection reset by the fault injector is not logged as a status). */
  statuses: Record<string, number>;
  /** Faults of each request in arrival order, as `route#n:kinds` (n counts requests per route). */
  faultSequence: string[];
  /** Faults the emulator injected, by kind. */
  faults: Record<string, number>;
  requests: number;
  durationMs: number;
  peakRssBytes: number;
  peakHeapBytes: number;
}

/** The emulator as the soak sees it: in this process, or in another one so its memory is not counted. */
export interface SoakService {
  url: string;
  apiKey: string;
  injectFault(fault: ScriptedFault): Promise<void> | void;
  /** Ground truth of a job: document URL to {@link documentHash}. */
  truth(jobId: string): Promise<Map<string, string>>;
  /** The request log (no credentials). */
  log(): Promise<readonly RequestLogEntry[]>;
  close(): Promise<void>;
}

/** Emulator options of a soak: one site with more pages than the crawl's limit, seeded faults. */
export function soakEmulatorOptions(options: SoakOptions): EmulatorOptions {
  return {
    seed: options.seed,
    site: {
      sites: 1,
      // More pages than the crawl's limit, so the limit (not the site) decides the count.
      pagesPerSite: Math.ceil(options.documents * 1.1),
      failureRate: 0,
      brokenLinkRate: 0,
      sizes: options.sizes ?? SOAK_SIZES,
    },
    scrape: { pagesPerSecond: options.pagesPerSecond ?? 5000, concurrency: 50, completionLagMs: 20 },
    faults: { seed: options.seed, ...(options.faults ?? SOAK_FAULTS) },
  };
}

/** The ground truth of a job as URL to document hash. */
export function truthOf(emulator: Emulator, jobId: string): Map<string, string> {
  return new Map(emulator.jobs.documents(jobId).map((d) => [documentUrl(d), documentHash(d)]));
}

/** A soak service backed by an emulator in this process. */
export async function localSoakService(options: EmulatorOptions): Promise<SoakService> {
  const emulator = await startEmulator(options);
  return {
    url: emulator.url,
    apiKey: emulator.apiKey,
    injectFault: (fault) => emulator.injectFault(fault),
    truth: async (jobId) => truthOf(emulator, jobId),
    log: async () => emulator.requests,
    close: () => emulator.close(),
  };
}

/**
 * Runs one export under faults: a crawl on the emulator streamed by the client into a JSONL file, then
 * the file is compared document by document with the emulator's ground truth. A failed export does not
 * throw: it is reported in `error`, with the request log figures still filled in.
 */
export async function runSoak(options: SoakOptions, service?: SoakService): Promise<SoakResult> {
  const emulator = service ?? (await localSoakService(soakEmulatorOptions(options)));
  for (const fault of options.scripted ?? []) await emulator.injectFault(fault);
  let retries = 0;
  const client = createClient({
    apiKey: emulator.apiKey,
    apiUrl: emulator.url,
    maxRetries: 12,
    retry: { baseMs: 5, maxMs: 200 },
    onRetry: () => {
      retries++;
    },
  });
  const stats = createPagingStats();
  const path = join(options.dir, `soak-${options.seed}.jsonl`);
  let peakRss = process.memoryUsage.rss();
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = options.sampleMemory
    ? setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      }, 20)
    : undefined;
  const started = performance.now();
  try {
    let error: unknown;
    const summary = await lastValueFrom(
      client
        .crawl(
          {
            url: 'https://site-1.test',
            limit: options.documents,
            maxDiscoveryDepth: 100,
            allowSubdomains: true,
          },
          withPagingStats(
            { pageLimit: options.pageLimit ?? 25, window: options.window ?? 2, pollIntervalMs: 20 },
            stats,
          ),
        )
        .pipe(toJsonl(path)),
    ).catch((err: unknown) => {
      error = err;
      return undefined;
    });
    const durationMs = performance.now() - started;
    // Memory is sampled during the export only; the comparison below reads the whole file on purpose.
    if (sampler) clearInterval(sampler);
    const jobId = summary?.jobId ?? '';
    const bytes = summary === undefined ? Buffer.alloc(0) : await readFile(path);
    const lines = bytes
      .toString('utf8')
      .split('\n')
      .filter((l) => l !== '');
    const truth = await emulator.truth(jobId);
    const log = await emulator.log();
    const seen = new Map<string, number>();
    const mismatched: string[] = [];
    const unexpected: string[] = [];
    for (const line of lines) {
      const doc = JSON.parse(line) as unknown;
      const url = documentUrl(doc);
      seen.set(url, (seen.get(url) ?? 0) + 1);
      const expectedHash = truth.get(url);
      if (expectedHash === undefined) unexpected.push(url);
      else if (expectedHash !== documentHash(doc)) mismatched.push(url);
    }
    const statuses: Record<string, number> = {};
    const faults: Record<string, number> = {};
    const perRoute = new Map<string, number>();
    const faultSequence: string[] = [];
    for (const r of log) {
      const route = r.route ?? r.path;
      const n = perRoute.get(route) ?? 0;
      perRoute.set(route, n + 1);
      faultSequence.push(`${route}#${n}:${[...r.faults].sort().join('+')}`);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      for (const f of r.faults) faults[f] = (faults[f] ?? 0) + 1;
    }
    return {
      ...(error === undefined ? {} : { error }),
      // A cut-off answer is logged with status 0, but the job behind it was created.
      jobsCreated: log.filter(
        (r) => r.route === 'crawl.create' && (r.status === 200 || r.faults.includes('truncate')),
      ).length,
      jobId,
      expected: truth.size,
      records: lines.length,
      missing: [...truth.keys()].filter((u) => !seen.has(u)),
      duplicates: [...seen].filter(([, n]) => n > 1).map(([u]) => u),
      mismatched,
      unexpected,
      fileSha256: createHash('sha256').update(bytes).digest('hex'),
      fileBytes: bytes.length,
      stats: { ...stats },
      retries,
      statuses,
      faults,
      faultSequence,
      requests: log.length,
      durationMs,
      peakRssBytes: peakRss,
      peakHeapBytes: peakHeap,
    };
  } finally {
    if (sampler) clearInterval(sampler);
    await client.close();
    await emulator.close();
  }
}
