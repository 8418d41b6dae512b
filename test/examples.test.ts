/**
 * Every example runs against the emulator and prints what it should. One runs as the guides say,
 * `npx tsx examples/<name>.ts`; the others are bundled by esbuild (the transform tsx applies, with the
 * settings of the `crawlstream` program's bundle) and run with `node`: tsx transforms and loads the ~300
 * modules of `src/` in each process, about 2 s of CPU before an example does anything.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../scripts/bundle.mjs';
import { programEnv } from './cli/cli-harness.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../', import.meta.url));
const examplesDir = join(root, 'examples');
const tsx = join(root, 'node_modules/.bin/tsx');
/** The example run through tsx, as the guides say. */
const THROUGH_TSX = 'crawl-to-jsonl.ts';

/** What each example must print when it ran against the emulator. */
const expectations: Record<string, RegExp> = {
  'crawl-to-jsonl.ts': /wrote \d+ documents .* to out\/crawl\.jsonl/,
  'crawl-to-parquet-dedupe.ts': /wrote \d+ unique documents to out\/crawl\.parquet/,
  'resume-export.ts': /(\d+) documents in out\/resumed\.jsonl, \1 distinct \(resumed: true\)/,
  'batch-concurrency.ts': /\d+ documents; at most [123] summaries ran at once/,
  'search-then-scrape.ts': /web hits[\s\S]*https:\/\/\S+: .+ \(\d+ chars\)/,
  'extract-zod.ts': /title: \S+/,
  'map-and-filter.ts': /[1-9]\d* guide URLs/,
  'browser-execute.ts':
    /stdout: page loaded[\s\S]*failed as expected: selector not found[\s\S]*deleted after/,
  'receive-webhooks.ts': /\d+ verified events; last: crawl\.completed/,
};

let cwd: string;
/** The bundled examples, with the Parquet encoder's worker beside them (the encoder looks for it there). */
let bundled: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'crawlstream-examples-'));
  // Two levels below the package's root, as `dist/cli/` is: the library finds `package.json` there.
  bundled = await mkdtemp(join(root, 'test', '.examples-'));
  const entryPoints: Record<string, string> = {
    'encoder-worker': 'src/sinks/parquet/encoder-worker.ts',
  };
  for (const file of Object.keys(expectations)) {
    if (file !== THROUGH_TSX) entryPoints[file.replace(/\.ts$/, '')] = `examples/${file}`;
  }
  await bundle({ entryPoints, outdir: bundled });
}, 60_000);
afterAll(async () => {
  if (cwd) await rm(cwd, { recursive: true, force: true });
  if (bundled) await rm(bundled, { recursive: true, force: true });
});

describe('examples', () => {
  it('has an expectation for every example and each file stays within 60 lines', async () => {
    const files = (await readdir(examplesDir)).filter(
      (name) => name.endsWith('.ts') && name !== 'connect.ts',
    );
    expect(files.sort()).toEqual(Object.keys(expectations).sort());
    for (const file of files) {
      const lines = (await readFile(join(examplesDir, file), 'utf8')).trimEnd().split('\n').length;
      expect(lines, file).toBeLessThanOrEqual(60);
    }
  });

  it.concurrent.each(Object.entries(expectations))(
    '%s runs against the emulator',
    async (file, expected) => {
      // No API URL or key: each example starts the emulator in its own process.
      const env = programEnv();
      const [program, args] =
        file === THROUGH_TSX
          ? [tsx, [join(examplesDir, file)]]
          : [process.execPath, [join(bundled, file.replace(/\.ts$/, '.js'))]];
      const { stdout } = await run(program, args, { cwd, env, timeout: 170_000 });
      expect(stdout).toMatch(expected);
    },
    180_000,
  );
});
