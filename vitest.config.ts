import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WASM_TIERING_FLAG } from './src/cli/wasm-tiering.js';
import { LongestFirst } from './test/longest-first.js';

// The tests talk to servers on this machine over plain HTTP, and so do the programs they start. Node reads
// the certificates of NODE_EXTRA_CA_CERTS at every start (a machine that points it at the system's bundle
// of 144 certificates: 45 ms of CPU for each of the ~260 Node processes of a run), so the workers and what
// they start go without it.
delete process.env.NODE_EXTRA_CA_CERTS;

// The program's server memory (what `--changes` learnt of a server) is off for every program a test starts:
// emulators on port 0 reuse addresses another test's emulator, of another profile, had. A test of the
// memory names its own folder.
process.env.CRAWLSTREAM_CACHE_DIR = 'off';

/** The command-line tests: they run the built program, so `npm run test:quick` leaves them to `npm test`. */
const programFiles = ['test/cli/**/*.test.ts'];

/** Files `npm run test:quick` leaves to `npm test` because they take more than a few seconds. */
const slowFiles = [
  'test/sinks/dataset/**',
  'test/examples.test.ts',
  'test/examples/**',
  'test/emulator/official-sdk.test.ts',
  'test/reliability/output-failures.test.ts',
  'test/reliability/fault-soak.test.ts',
  'test/reliability/secrets.test.ts',
  'test/sinks/parquet/to-parquet.test.ts',
  'test/operations/backpressure.test.ts',
  'test/operations/monitors.test.ts',
  'test/operators/adaptive-concurrency.test.ts',
  'test/paging/read-ahead.test.ts',
  'test/paging/socket-pages.test.ts',
  'test/changes/change-tracker.test.ts',
  'test/sinks/vectors/retrieval.test.ts',
];

/**
 * Files `npm run test:quick` leaves to `npm test` because they need the build or a server of the machine: the
 * crash-and-resume series (their child runs the built library), the database, object-storage and
 * documentation tests, and the API report's.
 */
const systemFiles = [
  'test/docs/**',
  'test/storage/**',
  'test/scripts/api-report.test.ts',
  'test/sinks/table/table-crash-*.test.ts',
  'test/sinks/table/to-table.test.ts',
  'test/sinks/table/loads-migration.test.ts',
  'test/reliability/crash-resume-cli.test.ts',
  'test/reliability/crash-resume-library.test.ts',
  'test/sinks/crash-resume.test.ts',
  'test/sinks/release-fixtures.test.ts',
  'test/sinks/fence.test.ts',
  'test/fleet/**',
];

/** Globs as `include` takes them: a folder's test files. */
const testFiles = (globs: string[]) =>
  globs.map((glob) => (glob.endsWith('**') ? `${glob}/*.test.ts` : glob));

export default defineConfig({
  resolve: {
    // The official SDK lives in benchmarks/ with the other comparison packages (see benchmarks/package.json).
    alias: {
      '@mendable/firecrawl-js': fileURLToPath(
        new URL('./benchmarks/node_modules/@mendable/firecrawl-js', import.meta.url),
      ),
    },
  },
  test: {
    // Three files at once on two cores: many files wait on server time, programs and databases as much as
    // they compute (with two, the cores stood idle 160 s of a run; with three, 40 s, and the run took 503 s
    // instead of 552 s). A test's limit is a guard against a hang, sized for three heavy files side by side.
    maxWorkers: 3,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The workers run the library in their own process, as a short program does: each optimized undici's
    // HTTP parser after its first response, which a run of a few files never pays back (the program sets the
    // same budget for itself: `src/cli/wasm-tiering.ts`).
    execArgv: [WASM_TIERING_FLAG],
    sequence: { sequencer: LongestFirst },
    // The Parquet encoder's worker from the sources, bundled once (`test/source-workers.ts`).
    globalSetup: ['test/source-workers.ts'],
    projects: [
      {
        extends: true,
        test: {
          // `npm run test:quick`: the unit and socket tests that need no long waits, no build and no outside
          // server. Files share a worker's loaded modules: loading the library once per worker instead of once
          // per file halves what these files cost (58 s of CPU against 128 s).
          name: 'quick',
          include: ['test/**/*.test.ts'],
          exclude: [...programFiles, ...slowFiles, ...systemFiles],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files only `npm test` runs, in one project so that they share workers too: vitest keeps a
          // worker for the next file only when that file is of the same project, so with these in three
          // projects (the longest files of each started first, in turns) a run started 25 workers for them,
          // each loading vitest, the emulator and the library again; in one, three (the suite but S3, both
          // ways at once: 518 → 491 s of CPU).
          name: 'full',
          include: testFiles([...programFiles, ...slowFiles, ...systemFiles]),
          isolate: false,
          // The crash series' child program, bundled into one file before the files start, and the
          // PostgreSQL server the files share (`test/full-setup.ts`).
          globalSetup: ['test/full-setup.ts'],
          // Loaded by Node itself, as a user's program loads them, not transformed: the built package, the
          // built program when a test runs it in the test's process (`runCliInProcess`), and the API
          // report's script.
          server: { deps: { external: [/\/scripts\/api-report\.mjs$/, /\/dist\//] } },
        },
      },
    ],
  },
});
