/** `crawlstream agent "<prompt>"`: an agent job run to its end, its result written as JSON. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFixture, parseJsonl, runCliInProcess } from './cli-harness.js';

// Jobs run 3 s: the first status read comes before the end however loaded the machine is.
const fixture = emulatorFixture('crawlstream-agent-cli-', { seed: 9, scrape: { extractMs: 3_000 } });

describe('crawlstream agent', () => {
  it('runs the job with progress on stderr and writes the finished job with its data', async () => {
    const { emulator, args } = await fixture.serve();
    const schema = join(fixture.dir(), 'title.schema.json');
    await writeFile(schema, JSON.stringify({ type: 'object', properties: { title: { type: 'string' } } }));
    const out = join(fixture.dir(), 'agent.jsonl');
    const run = await runCliInProcess([
      ...args,
      '--poll-interval',
      '1200',
      'agent',
      'the title of site-1',
      '--url',
      'https://site-1.test/',
      '--schema',
      schema,
      '-o',
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const [job] = parseJsonl(await readFile(out, 'utf8'));
    expect(job).toMatchObject({ status: 'completed', data: { title: expect.any(String) } });
    expect(run.stderr).toMatch(/agent [0-9a-f-]+: processing/);
    expect(run.stderr).toContain(`Agent job ${job?.id} completed; it cost ${job?.creditsUsed} credits.`);
    const body = emulator.requests.find((r) => r.method === 'POST' && r.path === '/v2/agent');
    expect(body).toBeDefined();
    // --poll-interval: the second status read waited 1.2 s for the first, not the default 1 s.
    const reads = emulator.requests.filter((r) => r.method === 'GET' && r.path === `/v2/agent/${job?.id}`);
    expect((reads[1]?.time ?? 0) - (reads[0]?.time ?? 0)).toBeGreaterThanOrEqual(1150);
  });

  it('refuses bad input before sending', async () => {
    const { emulator, args } = await fixture.serve();
    const strict = await runCliInProcess([...args, 'agent', 'x', '--strict']);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain('--strict: only with --url');
    const long = await runCliInProcess([...args, 'agent', 'x'.repeat(10_001)]);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('"<prompt>"');
    expect(emulator.requests.filter((r) => r.path.startsWith('/v2/'))).toEqual([]);
  });
});
