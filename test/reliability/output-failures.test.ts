import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../src/sinks/checkpoint.js';
import { cliPath, resumeArgs } from '../cli/cli-harness.js';
import { cliEnv, crashServer, expectConsistent, exportedUrls, runChild } from './crash-fixture.js';

const server = crashServer('output-failures-');
const CRAWL = ['crawl', 'https://site-1.test/', '--limit', '250', '--page-limit', '10'];

/** The checkpoint left by a failed export: none, or one that {@link expectConsistent} accepts. */
async function expectConsistentAfterFailure(out: string): Promise<void> {
  const cp = await readCheckpoint(out);
  if (cp?.jobId) await expectConsistent(out, cp);
  expect(cp?.complete ?? false).toBe(false);
}

describe('output failures: a clear error and a consistent checkpoint', () => {
  it.each(['jsonl', 'parquet'])(
    'disk full (file size limit, EFBIG) on .%s: exit 1, names the path and the cause, resumes to the full set',
    async (format) => {
      const out = join(server.dir, `full.${format}`);
      // `ulimit -f` counts 512-byte blocks in sh: 3 MiB of JSONL or 1.25 MiB of gzip Parquet, a fraction
      // of the export that ends mid-write. Node ignores SIGXFSZ, so the write past the limit is cut short
      // and the next one fails with EFBIG instead of killing the process.
      const blocks = format === 'jsonl' ? 6144 : 2560;
      const first = await runChild(
        'sh',
        ['-c', `ulimit -f ${blocks}; exec "$0" "$@"`, process.execPath, cliPath, ...CRAWL, '-o', out],
        { env: cliEnv(server) },
      );
      expect(first.killed).toBe(false);
      expect(first.code, first.stderr).toBe(1);
      const failed = /^Export failed: .*$/m.exec(first.stderr)?.[0];
      expect(failed).toContain('EFBIG');
      expect(failed).toContain(`writing ${out}`);
      expect(first.stderr).not.toMatch(/\n\s+at /);
      await expectConsistentAfterFailure(out);
      const second = await runChild(process.execPath, [cliPath, ...resumeArgs(first.stderr)], {
        env: cliEnv(server),
      });
      expect(second.code, second.stderr).toBe(0);
      const jobId = (await readCheckpoint(out))?.jobId as string;
      expect(await exportedUrls(out)).toEqual(server.emulator.jobs.sourceUrls(jobId));
    },
  );

  it('permission denied on the output directory: exit 1, names the path and EACCES, resumes elsewhere', async () => {
    const locked = await mkdtemp(join(server.dir, 'locked-'));
    const out = join(locked, 'denied.jsonl');
    const asRoot = process.getuid?.() === 0;
    // Root ignores mode bits: run the child as nobody, writing into a root-owned 0755 directory, with a
    // copy of the program nobody can read (a checkout under /root is not).
    if (asRoot) await chmod(locked, 0o755);
    else await chmod(locked, 0o555);
    const program = asRoot ? await programNobodyReads() : cliPath;
    const first = await runChild(process.execPath, [program, ...CRAWL, '-o', out], {
      env: cliEnv(server),
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    expect(first.code, first.stderr).toBe(1);
    const failed = /^Export failed: .*$/m.exec(first.stderr)?.[0];
    expect(failed, first.stderr).toContain('EACCES');
    expect(failed).toContain(`${out}.partial`);
    expect(failed).toContain('no permission to write there');
    expect(first.stderr).not.toMatch(/\n\s+at /);
    await expectConsistentAfterFailure(out);
    // The file cannot even be opened, so no page was asked for: the same command, now allowed, starts over.
    expect(first.stderr).toContain('run the same command again');
    await chmod(locked, 0o777);
    const second = await runChild(process.execPath, [cliPath, ...CRAWL, '-o', out], { env: cliEnv(server) });
    expect(second.code, second.stderr).toBe(0);
    const jobId = (await readCheckpoint(out))?.jobId as string;
    expect(await exportedUrls(out)).toEqual(server.emulator.jobs.sourceUrls(jobId));
  });
});

/** The copies of the program made for `nobody`, removed after the file. */
const copies: string[] = [];
afterAll(async () => {
  for (const dir of copies) await rm(dir, { recursive: true, force: true });
});

/** The built program, its package.json and undici, copied where any user can read them; returns its path. */
async function programNobodyReads(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'crawlstream-program-'));
  copies.push(root);
  const built = dirname(dirname(cliPath));
  await cp(built, join(root, 'dist'), { recursive: true });
  await cp(join(dirname(built), 'package.json'), join(root, 'package.json'));
  // The one package a crawl into JSONL loads besides the bundle (it has no dependencies of its own).
  await cp(join(dirname(built), 'node_modules', 'undici'), join(root, 'node_modules', 'undici'), {
    recursive: true,
  });
  await chmod(join(root, 'node_modules'), 0o755);
  for (const path of [root, join(root, 'dist'), join(root, 'dist', 'cli')]) await chmod(path, 0o755);
  await chmod(join(root, 'dist', 'cli', 'main.js'), 0o644);
  return join(root, 'dist', 'cli', 'main.js');
}
