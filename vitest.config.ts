import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
