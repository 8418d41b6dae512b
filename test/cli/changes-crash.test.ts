/**
 * A change-aware crawl export SIGKILLed at seeded points and resumed each time writes the same records,
 * and leaves the same pipeline state and loads, as an uninterrupted run of the same day.
 */
import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRASH_SITE, KILL_AT, SITE } from './changes-crash-site.js';
import { emulatorFixture, parseJsonl, runCli, runCliInProcess, sourceUrl, waitFor } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-changes-crash-', CRASH_SITE);

async function journalLines(path: string): Promise<number> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').length - 1;
}

/** What a run wrote, as comparable facts: each record's URL and verdict, sorted. */
async function records(path: string): Promise<string[]> {
  const rows = parseJsonl(await readFile(path, 'utf8'));
  return rows
    .map((r) => `${sourceUrl(r)} ${(r.changeTracking as { changeStatus: string }).changeStatus}`)
    .sort();
}

/** The pipeline state without the times of the scrapes (which differ between runs). */
async function stateFacts(path: string): Promise<string[]> {
  return parseJsonl(await readFile(path, 'utf8'))
    .map((s) => `${s.url} ${s.fingerprint} ${s.removed}`)
    .sort();
}

describe('crawl --changes, killed and resumed', () => {
  it('writes the records, state and loads of an uninterrupted run', async () => {
    const { emulator, args } = await fixture.serve();
    const dir = fixture.dir();
    const state = join(dir, 'site.state');
    const day1 = await runCliInProcess([
      ...args,
      'crawl',
      ...SITE,
      '-o',
      join(dir, 'day1.jsonl'),
      '--changes',
      '--state',
      state,
    ]);
    expect(day1.code, day1.stderr).toBe(0);
    const reference = join(dir, 'reference.state');
    await copyFile(state, reference);
    await copyFile(`${state}.loads.jsonl`, `${reference}.loads.jsonl`);
    emulator.advanceWeb();

    const whole = join(dir, 'whole.jsonl');
    const uninterrupted = await runCliInProcess([
      ...args,
      'crawl',
      ...SITE,
      '-o',
      whole,
      '--changes',
      '--state',
      reference,
    ]);
    expect(uninterrupted.code, uninterrupted.stderr).toBe(0);

    const out = join(dir, 'killed.jsonl');
    let kills = 0;
    for (const at of [...KILL_AT, undefined]) {
      // A run killed before the export's first checkpoint left nothing to resume: the command is run again
      // from the start (a new crawl; the abandoned run's journal is dropped), as a user would.
      const checkpointed = await readFile(`${out}.checkpoint.json`, 'utf8').then(
        (text) => JSON.parse(text).jobId !== null,
        () => false,
      );
      const resume = checkpointed ? ['--resume'] : [...SITE];
      const run = await runCli(
        [
          ...args,
          'crawl',
          '--read-ahead',
          '2',
          ...resume,
          '-o',
          out,
          '--page-limit',
          '20',
          '--changes',
          '--state',
          state,
        ],
        {
          during: (child) => {
            let lines = 0;
            if (at === undefined) return;
            void waitFor(() => child.exitCode !== null || lines >= at).then(() => {
              if (child.exitCode === null) child.kill('SIGKILL');
            });
            const poll = setInterval(() => {
              void journalLines(`${state}.journal`).then((n) => {
                lines = n;
              });
            }, 5);
            child.on('exit', () => clearInterval(poll));
          },
        },
      );
      if (run.signal === 'SIGKILL') kills++;
      else expect(run.code, run.stderr).toBe(0);
    }
    await expect(readFile(`${state}.journal`, 'utf8')).rejects.toThrow(/ENOENT/);
    expect(kills).toBeGreaterThanOrEqual(2);
    expect(await records(out)).toEqual(await records(whole));
    expect(await stateFacts(state)).toEqual(await stateFacts(reference));
    const loads = parseJsonl(await readFile(`${state}.loads.jsonl`, 'utf8'));
    const referenceLoads = parseJsonl(await readFile(`${reference}.loads.jsonl`, 'utf8'));
    expect(loads).toHaveLength(2);
    expect(loads[1]?.counts).toEqual(referenceLoads[1]?.counts);
    expect(loads[1]?.written).toBe(referenceLoads[1]?.written);
  });
});
