import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/longest-first.js';

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
    include: ['test/**/*.test.ts'],
    // Two files at once, one per core: most files wait on server time, programs and databases as much as they
    // compute. A test's limit is a guard against a hang, sized for two heavy files side by side on two cores.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
  },
});
