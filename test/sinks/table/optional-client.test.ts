import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDuckdb, optionalClient } from '../../../src/sinks/table/optional-client.js';

describe('database clients are optional', () => {
  it('the package lists them as optional peers, never as dependencies', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    for (const name of ['pg', 'pg-copy-streams', '@duckdb/node-api']) {
      expect(pkg.dependencies[name]).toBeUndefined();
      expect(pkg.peerDependencies[name]).toBeDefined();
      expect(pkg.peerDependenciesMeta[name]).toEqual({ optional: true });
    }
  });

  it('asking for a table without its client says what to install', async () => {
    const err = await optionalClient(
      'Postgres',
      // A package that is not installed, loaded the way the backends load theirs.
      () => import(['crawlstream-absent', 'client'].join('-')),
      'pg pg-copy-streams',
    ).catch((e) => e);
    expect(err.code).toBe('MISSING_PACKAGE');
    expect(err.message).toBe(
      'Writing to Postgres needs its client, which crawlstream does not install by itself: npm install pg pg-copy-streams',
    );
  });

  it('DuckDB is required, and is the same module an import gives', async () => {
    const required = await loadDuckdb();
    const imported = await import('@duckdb/node-api');
    expect(required.DuckDBInstance).toBe(imported.DuckDBInstance);
    const instance = await required.DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const answer = await connection.runAndReadAll('SELECT 40 + 2 AS n');
    expect(answer.getRowObjects()).toEqual([{ n: 42 }]);
    connection.closeSync();
    instance.closeSync();
  });
});
