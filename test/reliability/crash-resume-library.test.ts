import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../src/sinks/checkpoint.js';
import { assertChildBundled, EXPORT_CHILD_ARGS } from '../bundle-children.js';
import { sourceUrl } from '../cli/cli-harness.js';
import { readParquetRows } from '../sinks/parquet/read-parquet.js';
import { crashServer, killAfterPages, killSeries, runChild, SEED } from './crash-fixture.js';

/** Pages per status read of test/sinks' library child (`EXPORT_CHILD`), which resumes from the checkpoint. */
const PAGE_LIMIT = 5;

const server = crashServer('crash-resume-library-');

describe('SIGKILL at 10 seeded points, then resume: exactly the full set', () => {
  it.each(['jsonl', 'parquet'])(
    'library (toJsonl / toParquet), .%s',
    async (format) => {
      assertChildBundled();
      server.mostReadsAtOnce = 0;
      server.statusDelayMs = 100;
      const docs = 200;
      const jobId = server.emulator.createCompletedCrawl({ pages: docs, sizes: [200, 600, 1500] });
      const out = join(server.dir, `lib.${format}`);
      const args = [...EXPORT_CHILD_ARGS, format, server.proxyUrl, server.emulator.apiKey, jobId, out];
      const resumedFrom = await killSeries({
        seed: SEED * 3 + format.length,
        maxDelayMs: 30,
        out,
        run: async (point) => {
          // A point after a checkpoint kills once this run has committed more than it started from: a kill in
          // the middle of the job whatever the pace of the reads (pages read ahead can arrive all at once).
          const startRecords = (await readCheckpoint(out))?.records ?? 0;
          const afterPages = killAfterPages(point, Math.ceil((docs - startRecords) / PAGE_LIMIT));
          let poll: NodeJS.Timeout | undefined;
          const run = await runChild(process.execPath, args, {}, (child, stdout) => {
            let armed = true;
            child.stdout?.on('data', () => {
              if (!armed || (stdout().match(/^page /gm) ?? []).length < afterPages) return;
              armed = false;
              if (!point.afterCheckpoint) {
                setTimeout(() => child.kill('SIGKILL'), point.delayMs);
                return;
              }
              let reading = false;
              poll = setInterval(() => {
                if (reading) return;
                reading = true;
                void readCheckpoint(out)
                  .then((cp) => {
                    if (poll && cp && cp.records > startRecords && !cp.complete) {
                      clearInterval(poll);
                      poll = undefined;
                      child.kill('SIGKILL');
                    }
                  })
                  .finally(() => {
                    reading = false;
                  });
              }, 5);
            });
          });
          clearInterval(poll);
          return run;
        },
        onKilled: (cp) => {
          if (cp?.jobId) expect(cp.jobId).toBe(jobId);
        },
      });
      expect(server.mostReadsAtOnce).toBeGreaterThan(1);
      expect(resumedFrom.some((r) => r > 0 && r < docs)).toBe(true);
      const final = await runChild(process.execPath, args);
      expect(final.code, final.stderr).toBe(0);
      const expected = server.emulator.jobs.documents(jobId);
      if (format === 'parquet') {
        const rows = await readParquetRows(out);
        expect(rows.map((r) => r.sourceURL)).toEqual(expected.map(sourceUrl));
      } else {
        const lines = (await readFile(out, 'utf8')).split('\n').filter((l) => l.length > 0);
        expect(lines).toEqual(expected.map((d) => JSON.stringify(d)));
      }
      expect(await readCheckpoint(out)).toMatchObject({ complete: true, records: docs });
      // A dozen runs and more: room for a loaded machine.
    },
    240_000,
  );
});
