import { describe, expect, it } from 'vitest';
import { enumFlag, integerFlag, listFlag, numberFlag, urlValue } from '../../src/cli/flag-values.js';
import { outputTarget } from '../../src/cli/output-target.js';
import { parseInput, splitCommand } from '../../src/cli/parse-input.js';
import { scrapeOptionsFromFlags } from '../../src/cli/scrape-option-flags.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { validationMessage } from '../../src/cli/validation-message.js';

const command = {
  name: 'crawl',
  flags: {
    limit: { type: 'string', description: '' },
    output: { type: 'string', short: 'o', description: '' },
    'include-paths': { type: 'string', multiple: true, description: '' },
    dedupe: { type: 'boolean', description: '' },
  },
} as const;

describe('flag values', () => {
  it('parses integers and names the flag and rule when out of range', () => {
    expect(integerFlag('limit', '50', { min: 1 })).toBe(50);
    expect(integerFlag('limit', undefined, { min: 1 })).toBeUndefined();
    expect(() => integerFlag('limit', '0', { min: 1 })).toThrow('--limit: must be an integer ≥ 1 (got 0)');
    expect(() => integerFlag('limit', '1.5', { min: 1 })).toThrow(/^--limit: must be an integer ≥ 1/);
    expect(() => integerFlag('limit', 'ten')).toThrow(UsageError);
    expect(() => integerFlag('limit', '101', { min: 1, max: 100 })).toThrow(
      '--limit: must be an integer from 1 to 100',
    );
    expect(numberFlag('delay', '0.5', { min: 0 })).toBe(0.5);
    expect(() => numberFlag('delay', 'x')).toThrow(/^--delay: must be a number/);
  });

  it('checks enums and comma lists', () => {
    expect(enumFlag('sitemap', 'skip', ['include', 'skip', 'only'])).toBe('skip');
    expect(() => enumFlag('sitemap', 'never', ['include', 'skip', 'only'])).toThrow(
      '--sitemap: must be one of include, skip, only (got "never")',
    );
    expect(listFlag('formats', ['markdown,html', 'links'], ['markdown', 'html', 'links'])).toEqual([
      'markdown',
      'html',
      'links',
    ]);
    expect(() => listFlag('formats', ['markdown,pdf'], ['markdown'])).toThrow(/^--formats: .*"pdf"/);
    expect(() => listFlag('formats', [','])).toThrow(/^--formats: must list at least one value/);
    expect(() => urlValue('<url>', 'example.com')).toThrow(/^<url>: must be an absolute http\(s\) URL/);
  });

  it('maps scrape flags to scrape options, leaving defaults to the service', () => {
    expect(scrapeOptionsFromFlags({})).toBeUndefined();
    expect(scrapeOptionsFromFlags({ formats: ['markdown,links'], 'wait-for': '100', mobile: true })).toEqual({
      formats: ['markdown', 'links'],
      waitFor: 100,
      mobile: true,
    });
    expect(() => scrapeOptionsFromFlags({ 'scrape-timeout': '10' })).toThrow(/^--scrape-timeout: .*≥ 1000/);
  });
});

describe('parseInput', () => {
  it('collects flags, repeats and positionals with the global flags', () => {
    const parsed = parseInput(command, [
      'https://a.test',
      '-o',
      'x.jsonl',
      '--include-paths',
      '^/a',
      '--include-paths=^/b',
      '--quiet',
      '--api-key',
      'k',
    ]);
    expect(parsed.positionals).toEqual(['https://a.test']);
    expect(parsed.flags).toMatchObject({
      output: 'x.jsonl',
      'include-paths': ['^/a', '^/b'],
      quiet: true,
      'api-key': 'k',
    });
  });

  it('names the flag on unknown options, missing values and values given to switches', () => {
    expect(() => parseInput(command, ['--limt', '3'])).toThrow('--limt: unknown option');
    expect(() => parseInput(command, ['--limit'])).toThrow('--limit: needs a value');
    expect(() => parseInput(command, ['--dedupe=yes'])).toThrow('--dedupe: takes no value');
  });

  it('finds the command after global flags and their values', () => {
    expect(splitCommand(['--api-url', 'http://h', 'crawl', 'u'])).toEqual({
      name: 'crawl',
      rest: ['--api-url', 'http://h', 'u'],
    });
    expect(splitCommand(['--quiet', 'map', 'u'])).toEqual({ name: 'map', rest: ['--quiet', 'u'] });
    expect(splitCommand(['--version'])).toEqual({ name: undefined, rest: ['--version'] });
  });
});

describe('outputTarget', () => {
  it('picks the format from the file name', () => {
    expect(outputTarget(undefined)).toMatchObject({ kind: 'stdout', name: '-' });
    expect(outputTarget('-')).toMatchObject({ kind: 'stdout', name: '-' });
    expect(outputTarget('a.jsonl')).toMatchObject({ kind: 'jsonl', name: 'a.jsonl', gzip: false });
    expect(outputTarget('a.JSONL.GZ')).toMatchObject({ kind: 'jsonl', name: 'a.JSONL.GZ', gzip: true });
    expect(outputTarget('a.parquet')).toMatchObject({ kind: 'parquet', name: 'a.parquet' });
    expect(() => outputTarget('a.csv')).toThrow(/^-o\/--output: /);
  });
});

describe('validationMessage', () => {
  it('names the flag for a field path, walking up nested paths', () => {
    const error = Object.assign(new Error('limit: too small'), {
      name: 'ValidationError',
      issues: [
        { path: 'limit', rule: 'too_small', message: 'must be ≥ 1' },
        { path: 'scrapeOptions.formats[0]', rule: 'invalid_value', message: 'unknown format' },
        { path: 'webhook.url', rule: 'invalid_format', message: 'must be a URL' },
      ],
    });
    expect(
      validationMessage(error, { limit: '--limit', 'scrapeOptions.formats': '--formats' }).split('\n'),
    ).toEqual(['--limit: must be ≥ 1', '--formats: unknown format', 'webhook.url: must be a URL']);
  });
});

describe('resumeCommand', () => {
  it('prints pages --resume for files, --skip for stdout, and never a key', async () => {
    const { resumeCommand } = await import('../../src/cli/resume-command.js');
    const id = '01a204c1-3f11-7712-9451-f541f2208038';
    expect(
      resumeCommand({
        kind: 'crawl',
        jobId: id,
        output: outputTarget('my site.jsonl'),
      }),
    ).toBe(`crawlstream pages ${id} -o 'my site.jsonl' --resume`);
    expect(
      resumeCommand({
        kind: 'batch',
        jobId: id,
        output: outputTarget('-'),
        skip: 1200,
        dedupe: true,
        apiUrl: 'https://user:secret@api.example.com/',
      }),
    ).toBe(`crawlstream pages ${id} --batch --skip 1200 --dedupe --api-url https://api.example.com`);
    expect(
      resumeCommand({
        kind: 'crawl',
        jobId: id,
        output: outputTarget('out.parquet'),
        paging: { readAhead: 2, pageLimit: 50, pollIntervalMs: 250 },
      }),
    ).toBe(
      `crawlstream pages ${id} -o out.parquet --resume --read-ahead 2 --page-limit 50 --poll-interval 250`,
    );
  });

  it('a change-aware export continues as one: --changes, and --state where it is not the default', async () => {
    const { resumeCommand } = await import('../../src/cli/resume-command.js');
    const id = '01a204c1-3f11-7712-9451-f541f2208038';
    const output = outputTarget('site.jsonl');
    const beside = { write: 'changes', state: output.pipelineState!(undefined) } as const;
    expect(resumeCommand({ kind: 'crawl', jobId: id, output, changes: beside })).toBe(
      `crawlstream pages ${id} -o site.jsonl --resume --changes`,
    );
    const elsewhere = { write: 'all', state: output.pipelineState!('/var/lib/site.state') } as const;
    expect(resumeCommand({ kind: 'crawl', jobId: id, output, changes: elsewhere })).toBe(
      `crawlstream pages ${id} -o site.jsonl --resume --changes all --state /var/lib/site.state`,
    );
    const table = outputTarget('x.duckdb');
    const inTable = { write: 'changes', state: table.pipelineState!(undefined) } as const;
    expect(resumeCommand({ kind: 'crawl', jobId: id, output: table, changes: inTable })).toBe(
      `crawlstream pages ${id} -o x.duckdb --resume --changes`,
    );
  });
});
