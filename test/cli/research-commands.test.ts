/** `crawlstream developer` and `crawlstream papers`: one JSON line per result, bad flags refused before sending. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFixture, parseJsonl, runCliInProcess } from './cli-harness.js';

const fixture = emulatorFixture('crawlstream-research-cli-', { seed: 3 });

describe('crawlstream developer and papers', () => {
  it('writes one line per result', async () => {
    const { args } = await fixture.serve();
    const out = join(fixture.dir(), 'dev.jsonl');
    const dev = await runCliInProcess([
      ...args,
      'developer',
      'connection',
      'reset',
      '--repo',
      'nodejs/undici',
      '--types',
      'issue,readme',
      '--limit',
      '4',
      '--passages',
      '2',
      '-o',
      out,
    ]);
    expect(dev.code, dev.stderr).toBe(0);
    const results = parseJsonl(await readFile(out, 'utf8'));
    expect(results).toHaveLength(4);
    expect(results.every((r) => String(r.url).startsWith('https://github.com/nodejs/undici/'))).toBe(true);
    expect(results[0]?.passages).toHaveLength(2);
    expect(dev.stderr).toMatch(/4 results/);

    const papers = await runCliInProcess([
      ...args,
      'papers',
      'web',
      'crawling',
      '--limit',
      '3',
      '--from',
      '2020-01-01',
    ]);
    expect(papers.code, papers.stderr).toBe(0);
    const found = parseJsonl(papers.stdout);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatchObject({ paperId: expect.stringMatching(/^arxiv:/) });
  });

  it('refuses bad flags, naming them, before sending', async () => {
    const { emulator, args } = await fixture.serve();
    for (const [command, message] of [
      [['developer', 'x', '--limit', '101'], /--limit/],
      [['developer', 'x', '--repo', 'undici'], /--repo: must be owner\/name/],
      [
        ['developer', 'x', '--min-stars', '9', '--max-stars', '3'],
        /--min-stars: minStars must not exceed maxStars/,
      ],
      [['developer', 'x', '--types', 'wiki'], /--types/],
      [['developer'], /<query>/],
      [['papers', 'x', '--from', '2020-13-01'], /--from/],
      [['papers', 'x', '-o', 'x.parquet'], /-o\/--output/],
    ] as const) {
      const run = await runCliInProcess([...args, ...command]);
      expect(run.code, `${command.join(' ')}: ${run.stderr}`).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    expect(emulator.requests).toHaveLength(0);
  });

  it('a self-hosted server does not offer them: exit 1 saying so', async () => {
    const { args } = await fixture.serve({ profile: 'self-hosted-2025-fixed' });
    const run = await runCliInProcess([...args, 'developer', 'x']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/does not offer/);
  });
});
