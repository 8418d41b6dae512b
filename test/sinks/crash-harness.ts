/**
 * Crash harness of the exactly-once tests: runs `fixtures/export-child.mjs` (the built package, bundled by
 * `test/bundle-children.ts`), SIGKILLs it at seeded points (after the n-th page at several delays, and as
 * soon as a checkpoint records progress), resumes it each time, and lets the last run finish.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from 'vitest';
import type { Checkpoint } from '../../src/sinks/checkpoint.js';
import { assertChildBundled, EXPORT_CHILD_ARGS } from '../bundle-children.js';
import { assertBuilt } from '../cli/cli-harness.js';

interface Run {
  killed: boolean;
  pagesSeen: number;
  output: string;
}

/**
 * Runs the child; when `killAfterPages` is set, sends SIGKILL `delayMs` after the child reported that many
 * pages (so the kill lands anywhere: mid-write, mid-fsync, mid-checkpoint, between pages). With
 * `killAfterPages` of `'checkpoint'`, the kill comes as soon as the export's checkpoint has moved past
 * `from` records (and before the end): however deep the sink's pipeline, one run then stops mid-job with
 * progress recorded.
 */
function runChild(
  args: string[],
  killAfterPages?: number | 'checkpoint',
  delayMs = 0,
  watch?: { checkpoint: () => Promise<Checkpoint | undefined>; from: number },
  env?: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    let poll: NodeJS.Timeout | undefined;
    const child: ChildProcess = spawn(process.execPath, [...EXPORT_CHILD_ARGS, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    let err = '';
    let pagesSeen = 0;
    let killed = false;
    if (killAfterPages === 'checkpoint' && watch) {
      // One read of the checkpoint at a time: a read still running skips the tick (a database client queues
      // overlapping queries, and pg warns that it will stop doing so).
      let reading = false;
      poll = setInterval(() => {
        if (reading) return;
        reading = true;
        void watch
          .checkpoint()
          .then((cp) => {
            if (!killed && cp && cp.records > watch.from && !cp.complete) {
              killed = true;
              child.kill('SIGKILL');
            }
          })
          .finally(() => {
            reading = false;
          });
      }, 2);
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      pagesSeen = (output.match(/^page /gm) ?? []).length;
      if (typeof killAfterPages === 'number' && !killed && pagesSeen >= killAfterPages) {
        killed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, sig) => {
      clearInterval(poll);
      if (sig === 'SIGKILL') resolve({ killed: true, pagesSeen, output });
      else if (code === 0) resolve({ killed: false, pagesSeen, output });
      else reject(new Error(`child exited with ${code}: ${err}`));
    });
  });
}

/** Kill points: after the n-th page of a run at a delay in ms, or as soon as a checkpoint records progress. */
export type KillPlan = readonly (readonly [number | 'checkpoint', number])[];

/** Six kills, the first one before any checkpoint. */
export const SIX_KILLS: KillPlan = [
  [1, 0],
  [5, 3],
  [4, 20],
  ['checkpoint', 0],
  [6, 1],
  [3, 50],
];

/** Ten kills. */
export const TEN_KILLS: KillPlan = [...SIX_KILLS, [2, 10], ['checkpoint', 0], [7, 5], [4, 0]];

export async function exportWithCrashes(
  args: string[],
  checkpoint: () => Promise<Checkpoint | undefined>,
  env?: Record<string, string>,
  plan: KillPlan = SIX_KILLS,
) {
  assertBuilt();
  assertChildBundled();
  const jobId = args[3];
  let kills = 0;
  const resumedFrom: number[] = [];
  // The checkpoint read after a kill is the one the next run starts from: nothing runs in between (a read
  // of a DuckDB file opens it and replays its log, ~0.17 s of CPU).
  let cp = await checkpoint();
  for (const [pages, delay] of plan) {
    const from = cp?.records ?? 0;
    const run = await runChild(args, pages, delay, { checkpoint, from }, env);
    if (!run.killed) return { kills, final: run, resumedFrom };
    kills++;
    cp = await checkpoint();
    if (process.env.CRASH_TEST_LOG)
      console.log(args[0], 'killed after', run.pagesSeen, 'pages; checkpoint', cp?.records);
    if (cp) {
      // Whatever instant the kill hit, the checkpoint describes whole documents of this job.
      expect(cp.jobId).toBe(jobId);
      expect(cp.cursor.skip).toBe(cp.records);
      resumedFrom.push(cp.records);
    }
  }
  const final = await runChild(args, undefined, 0, undefined, env);
  return { kills, final, resumedFrom };
}
