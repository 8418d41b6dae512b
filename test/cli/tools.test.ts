/** `crawlstream tools find|call` against the emulator's catalogue, and against a server that has none. */
import { describe, expect, it } from 'vitest';
import { emulatorFixture, parseJsonl, runCliInProcess } from './cli-harness.js';

const { serve } = emulatorFixture('crawlstream-tools-cli-', {});

describe('crawlstream tools', () => {
  it('find lists the tools for a page; call prints each result and what it cost', async () => {
    const { args } = await serve();
    const find = await runCliInProcess([
      ...args,
      'tools',
      'find',
      '--level',
      'tools',
      '--url',
      'https://github.com/a/b',
    ]);
    expect(find.code, find.stderr).toBe(0);
    expect(parseJsonl(find.stdout).map((t) => t.id)).toEqual(['github.repo-info', 'github.search-issues']);
    expect(find.stderr).toContain('2 items.');
    const call = await runCliInProcess([
      ...args,
      'tools',
      'call',
      'weather',
      'daily-forecast',
      '--option',
      'city=Oslo',
      '--option',
      'days=2',
      '--request-id',
      'cli-1',
    ]);
    expect(call.code, call.stderr).toBe(0);
    const [result] = parseJsonl(call.stdout);
    expect(result).toMatchObject({ provider: 'weather', records: 2, data: { city: 'Oslo' } });
    expect(call.stderr).toContain(`1 call, ${result?.creditsCost} credits; request id cli-1.`);
    const bad = await runCliInProcess([
      ...args,
      'tools',
      'call',
      'weather',
      'daily-forecast',
      '--request-id',
      'a b',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--request-id');
  });

  it('says a self-hosted server does not offer the catalogue', async () => {
    const { args } = await serve({ profile: 'self-hosted-2025' });
    const run = await runCliInProcess([...args, 'tools', 'find']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('does not offer the tool catalogue');
  });
});
