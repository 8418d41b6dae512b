import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expiryWarning, notFoundNote, uuidV7Time } from '../../src/cli/job-expiry.js';
import { emulatorFixture, runCliInProcess } from './cli-harness.js';

const { dir, serve } = emulatorFixture('crawlstream-expiry-', { seed: 3 });

describe('job expiry', () => {
  it('an export of a job whose results expire within the hour warns, and still exports', async () => {
    const { emulator, args } = await serve({ jobTtlMs: 30 * 60_000 });
    const jobId = emulator.createCompletedCrawl({ pages: 5, sizes: 300 });
    const run = await runCliInProcess([...args, 'pages', jobId, '-o', join(dir(), 'soon.jsonl')]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(new RegExp(`the results of job ${jobId} expire at \\S+ \\(in (29|30) min\\)`));
  });

  it('pages on a job that expired says so, and when the job was created', async () => {
    // The job is made on a clock 25 h behind, so its id carries yesterday's time; then the clock catches up
    // and the job, kept 24 h after its last write, has expired.
    let behindMs = 25 * 3_600_000;
    const { emulator, args } = await serve({ now: () => Date.now() - behindMs });
    const jobId = emulator.createCompletedCrawl({ pages: 5, sizes: 300 });
    behindMs = 0;
    const created = uuidV7Time(jobId) as number;
    expect(Date.now() - created).toBeGreaterThan(24 * 3_600_000);
    const run = await runCliInProcess([...args, 'pages', jobId, '-o', join(dir(), 'gone.jsonl')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/404: Job not found/);
    expect(run.stderr).toMatch(
      new RegExp(
        `Job ${jobId} was created at ${new Date(created).toISOString()} .*more than a day ago: its results have expired`,
      ),
    );
  });

  it('reads the creation time of a version 7 id, and nothing from other ids', () => {
    expect(uuidV7Time('01a21374-07b8-75f1-b16f-67a7a836e6a3')).toBe(0x01a2137407b8);
    expect(uuidV7Time('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(notFoundNote('not-a-uuid', Date.now())).toBe('');
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(expiryWarning('j', '2026-11-25T14:00:00Z', now)).toBeUndefined();
    expect(expiryWarning('j', '2026-11-25T12:45:00Z', now)).toMatch(/in 45 min/);
  });
});
