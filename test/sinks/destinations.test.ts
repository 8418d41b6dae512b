/**
 * The registry of destination kinds (`destinationFor`, `registerDestination`): the built-in kinds each take
 * their own `-o` values and options, refusals name the option and the rule, and a kind of your own is asked
 * first.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/errors.js';
import {
  type Destination,
  type DestinationKind,
  destinationFor,
  destinationKinds,
  registerDestination,
} from '../../src/sinks/index.js';

/** The option and rule of a refusal. */
function refusal(make: () => unknown): { path: string; rule: string; message: string } {
  try {
    make();
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).issues[0] as { path: string; rule: string; message: string };
  }
  throw new Error('not refused');
}

describe('destinationFor', () => {
  it('picks each built-in kind by its -o value, none of them matching another', () => {
    const kinds = Object.fromEntries(
      [
        [undefined, 'stdout'],
        ['-', 'stdout'],
        ['out.jsonl', 'jsonl'],
        ['out.ndjson.gz', 'jsonl'],
        ['out.parquet', 'parquet'],
        ['lake/', 'dataset'],
        ['s3://bucket/x.parquet', 'dataset'],
        ['site.duckdb', 'table'],
        ['postgres://etl@db/web', 'table'],
        ['postgres', 'table'],
      ].map(([target, kind]) => [String(target), [destinationFor(target, { env: {} }).kind, kind]]),
    );
    for (const [target, [got, want]] of Object.entries(kinds)) expect(got, target).toBe(want);
  });

  it('names a table without its password, and keeps passwords and keys out of everything it shows', async () => {
    const table = destinationFor('postgres://etl:pw-secret@db/web', { options: { table: 'docs' }, env: {} });
    expect(table.name).toBe('postgres://etl@db/web table docs');
    expect(table.resumeArgs({})).toEqual(['-o', 'postgres://etl@db/web', '--table', 'docs', '--resume']);
    expect(JSON.stringify(table)).not.toContain('pw-secret');
    const { inspect } = await import('node:util');
    expect(inspect(table, { depth: 5 })).not.toContain('pw-secret');
    const dataset = destinationFor('s3://bucket/lake/', { env: { AWS_SECRET_ACCESS_KEY: 'aws-secret-9' } });
    expect(JSON.stringify(dataset) + inspect(dataset, { depth: 5 })).not.toContain('aws-secret-9');
    expect(table.resumeNote).toContain('PGPASSWORD');
  });

  it('refuses an option of another kind, a bad option and an unknown target, naming the option and the rule', () => {
    expect(refusal(() => destinationFor('out.jsonl', { options: { table: 'x' } }))).toMatchObject({
      path: 'table',
      rule: 'not_for_kind',
      message: 'only for a database (-o postgres://USER@HOST/DB or -o FILE.duckdb)',
    });
    expect(refusal(() => destinationFor('lake/', { options: { parts: 'csv' } }))).toMatchObject({
      path: 'parts',
      rule: 'invalid_value',
    });
    expect(refusal(() => destinationFor('x.duckdb', { options: { table: 'a b' } }))).toMatchObject({
      path: 'table',
      rule: 'invalid_name',
    });
    const unknown = refusal(() => destinationFor('out.csv'));
    expect(unknown).toMatchObject({ path: 'output', rule: 'unknown_destination' });
    expect(unknown.message).toMatch(/^the file name must end in \.jsonl or \.jsonl\.gz, end in \.parquet/);
  });

  it('asks a registered kind first, replaces one of the same name, and lists it in refusals', () => {
    const made: string[] = [];
    const kind = (describe: string): DestinationKind => ({
      kind: 'memo',
      describe,
      forms: 'be memo:NAME for a memo',
      options: ['shelf'],
      matches: (target) => target?.startsWith('memo:') ?? false,
      create: (target) => {
        made.push(describe);
        return {
          kind: 'memo',
          name: target as string,
          open: async () => ({
            sink: () => {
              throw new Error('unused');
            },
          }),
          resumeArgs: () => [],
        } as Destination;
      },
    });
    registerDestination(kind('first'));
    registerDestination(kind('second'));
    expect(destinationKinds().filter((k) => k.kind === 'memo')).toHaveLength(1);
    expect(destinationFor('memo:a', { options: { shelf: 'top' } }).name).toBe('memo:a');
    expect(made).toEqual(['second']);
    expect(refusal(() => destinationFor('out.jsonl', { options: { shelf: 'top' } })).message).toBe(
      'only for second',
    );
    expect(refusal(() => destinationFor('nothing')).message).toContain('be memo:NAME for a memo');
  });
});
