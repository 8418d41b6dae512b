/** `crawlstream parse FILE... -o OUT.jsonl`: many files, a few at a time, each written once across runs. */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfOf } from '../helpers/pdf-file.js';
import { emulatorFixture, parseJsonl, runCliInProcess } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-parse-cli-', { seed: 2 });

async function files(dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < 4; i++) {
    const path = join(dir, `doc-${i}.pdf`);
    await writeFile(path, pdfOf([[`Document ${i}`], [`Page two of ${i}`]], { deflate: i % 2 === 0 }));
    paths.push(path);
  }
  const html = join(dir, 'page.html');
  await writeFile(html, '<h1>Page</h1><p>Text</p>');
  paths.push(html);
  return paths;
}

describe('crawlstream parse', () => {
  it('parses every file once, a rerun writes nothing new, and a failed file is parsed by the next run', async () => {
    const { emulator, args } = await fixture.serve();
    const dir = fixture.dir();
    const paths = await files(dir);
    const out = join(dir, 'docs.jsonl');
    // The third upload fails for good (no retries): the run writes the others and exits 1.
    emulator.injectFault({ route: 'parse', kind: '500', after: 2 });
    const first = await runCliInProcess([
      ...args,
      '--max-retries',
      '0',
      'parse',
      ...paths,
      '-o',
      out,
      '--concurrency',
      '2',
    ]);
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('1 file failed; run the same command again');
    expect(parseJsonl(await readFile(out, 'utf8'))).toHaveLength(4);
    const second = await runCliInProcess([...args, 'parse', ...paths, '-o', out, '--concurrency', '2']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain('Parsed 1 file ');
    expect(second.stderr).toContain('4 already in it');
    const rows = parseJsonl(await readFile(out, 'utf8'));
    expect(rows.map((r) => r.file).sort()).toEqual([...paths].sort());
    const doc0 = rows.find((r) => r.file === paths[0]);
    expect(doc0?.markdown).toBe('Document 0\nPage two of 0');
    expect(rows.find((r) => r.file === paths[4])?.markdown).toBe('# Page\n\nText');
    const third = await runCliInProcess([...args, 'parse', ...paths, '-o', out]);
    expect(third.stderr).toContain('Parsed 0 files ');
    expect(parseJsonl(await readFile(out, 'utf8'))).toHaveLength(5);
  });

  it('a run cut off after writing a line and before saving its state writes that file once', async () => {
    const { args } = await fixture.serve();
    const dir = fixture.dir();
    const paths = (await files(dir)).slice(0, 3);
    const out = join(dir, 'cut.jsonl');
    const whole = join(dir, 'whole.jsonl');
    expect(
      (await runCliInProcess([...args, 'parse', ...paths, '-o', whole, '--concurrency', '1'])).code,
    ).toBe(0);
    const lines = (await readFile(whole, 'utf8')).split('\n').filter(Boolean);
    // As a crash left it: the first file committed, the second's line written, the state not yet saved.
    await writeFile(out, `${lines[0]}\n`);
    await writeFile(
      `${out}.state`,
      JSON.stringify({ kind: 'parse', done: [paths[0]], bytes: Buffer.byteLength(`${lines[0]}\n`) }),
    );
    await appendFile(out, `${lines[1]}\n`);
    const run = await runCliInProcess([...args, 'parse', ...paths, '-o', out, '--concurrency', '1']);
    expect(run.code, run.stderr).toBe(0);
    const rows = parseJsonl(await readFile(out, 'utf8'));
    expect(rows.map((r) => r.file)).toEqual(paths);
  });

  it('refuses files of other types and a missing file before sending anything', async () => {
    const { emulator, args } = await fixture.serve();
    const dir = fixture.dir();
    await writeFile(join(dir, 'notes.txt'), 'x');
    const txt = await runCliInProcess([...args, 'parse', join(dir, 'notes.txt'), '-o', join(dir, 'x.jsonl')]);
    expect(txt.code).toBe(2);
    expect(txt.stderr).toContain('not a file type the service parses');
    const missing = await runCliInProcess([
      ...args,
      'parse',
      join(dir, 'gone.pdf'),
      '-o',
      join(dir, 'x.jsonl'),
    ]);
    expect(missing.code).toBe(2);
    expect(emulator.requests).toHaveLength(0);
  });
});
