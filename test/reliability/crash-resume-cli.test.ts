import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../src/sinks/checkpoint.js';
import { cliPath } from '../cli/cli-harness.js';
import {
  cliEnv,
  crashServer,
  exportedUrls,
  killAfterPages,
  killSeries,
  runChild,
  SEED,
} from './crash-fixture.js';

const server = crashServer('crash-resume-cli-');
const LIMIT = 250;
const PAGE_LIMIT = 10;
const CRAWL = ['crawl', 'https://site-1.test/', '--limit', `${LIMIT}`, '--page-limit', `${PAGE_LIMIT}`];

/** The command that continues `out`: `pages <jobId> --resume` once the checkpoint names the job. */
async function nextCommand(out: string): Promise<string[]> {
  const cp = await readCheckpoint(out);
  if (cp?.jobId) return ['pages', cp.jobId, '-o', out, '--resume', '--page-limit', `${PAGE_LIMIT}`];
  return [...CRAWL, '-o', out, '--resume'];
}

/** Status pages the next run reads: what the job holds (the limit, before it exists) past the checkpoint. */
async function pagesLeft(out: string): Promise<number> {
  const cp = await readCheckpoint(out);
  const documents = cp?.jobId ? server.emulator.jobs.sourceUrls(cp.jobId).length : LIMIT;
  return Math.ceil((documents - (cp?.records ?? 0)) / PAGE_LIMIT);
}

describe('SIGKILL at 10 seeded points, then resume: exactly the full set', () => {
  it.each(['jsonl', 'parquet'])(
    'command line, .%s',
    async (format) => {
      server.mostReadsAtOnce = 0;
      // Long enough a wait for the reads ahead to start after the first page, short enough for a series of
      // runs: each run reads what is left of ~21 pages, several at once.
      server.statusDelayMs = 200;
      const out = join(server.dir, `cli.${format}`);
      let args = [...CRAWL, '-o', out];
      const resumedFrom = await killSeries({
        seed: SEED + format.length,
        maxDelayMs: 25,
        out,
        run: async (point) => {
          const start = server.statusPages;
          const afterPages = killAfterPages(point, await pagesLeft(out));
          let poll: NodeJS.Timeout | undefined;
          const run = await runChild(
            process.execPath,
            [cliPath, ...args],
            { env: cliEnv(server) },
            (child) => {
              const kill = () => setTimeout(() => child.kill('SIGKILL'), point.delayMs);
              server.onStatusPage = () => {
                if (server.statusPages - start !== afterPages) return;
                if (!point.afterCheckpoint) kill();
                else {
                  poll = setInterval(() => {
                    void readCheckpoint(out).then((cp) => {
                      if (poll && (cp?.records ?? 0) > 0) {
                        clearInterval(poll);
                        poll = undefined;
                        kill();
                      }
                    });
                  }, 10);
                }
              };
            },
          );
          clearInterval(poll);
          server.onStatusPage = undefined;
          return run;
        },
        onFinished: () => {
          args = [...CRAWL, '-o', out];
        },
        onKilled: async () => {
          args = await nextCommand(out);
        },
      });
      expect(server.mostReadsAtOnce).toBeGreaterThan(1);
      // At least one run resumed from a checkpoint in the middle of the job.
      expect(resumedFrom.some((r) => r > 0)).toBe(true);
      const final = await runChild(process.execPath, [cliPath, ...args], { env: cliEnv(server) });
      expect(final.code, final.stderr).toBe(0);
      const cp = await readCheckpoint(out);
      expect(cp).toMatchObject({ complete: true });
      const jobId = cp?.jobId as string;
      const expected = server.emulator.jobs.sourceUrls(jobId);
      const urls = await exportedUrls(out);
      expect(urls).toEqual(expected);
      expect(new Set(urls).size).toBe(expected.length);
      expect(existsSync(`${out}.partial`)).toBe(false);
      // Ten and more runs of a second or two each, at the proxy's pace: room for a loaded machine.
    },
    240_000,
  );
});
