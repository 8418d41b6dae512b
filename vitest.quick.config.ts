import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:quick`: the unit and socket tests that need no long waits, no build and no outside server
 * (PostgreSQL, the S3 gateway, Chromium). Excluded here, all run by `npm test`: the command-line tests
 * (they run the built program), crash-and-resume runs, the fault soak, database, object-storage and
 * documentation tests, and the files that take more than a few seconds.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      // Files share a worker's loaded modules (two workers, as in the base configuration).
      isolate: false,
      exclude: [
        'test/cli/**',
        'test/docs/**',
        'test/storage/**',
        'test/scripts/**',
        'test/sinks/table/**',
        'test/sinks/dataset/**',
        'test/examples.test.ts',
        'test/emulator/official-sdk.test.ts',
        'test/reliability/crash-resume-cli.test.ts',
        'test/reliability/crash-resume-library.test.ts',
        'test/reliability/output-failures.test.ts',
        'test/reliability/fault-soak.test.ts',
        'test/reliability/secrets.test.ts',
        'test/sinks/crash-resume.test.ts',
        'test/sinks/parquet/to-parquet.test.ts',
        'test/operations/backpressure.test.ts',
        'test/operations/monitors.test.ts',
        'test/operators/adaptive-concurrency.test.ts',
        'test/paging/read-ahead.test.ts',
        'test/paging/socket-pages.test.ts',
        'test/changes/change-tracker.test.ts',
      ],
    },
  }),
);
