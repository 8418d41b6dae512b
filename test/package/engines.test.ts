/**
 * A clean `npm install` prints no engine warning that we cause: every package the root lockfile installs
 * accepts the Node versions we support. The runtime dependencies accept our `engines` floor (20.18.1); the
 * development tools accept Node 20.19 (vite, under vitest 4, needs it) and the Node running this test. The
 * packages we only compare with (the official SDK declares Node >= 22) live in `benchmarks/package.json`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Version = [number, number, number];

function parse(text: string): Version {
  const parts = text.replace(/^v/, '').split('.').map(Number);
  if (parts.some((p) => !Number.isInteger(p))) throw new Error(`cannot read version ${text}`);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies one comparator of an npm range (the forms the lockfile holds). */
function satisfiesComparator(version: Version, comparator: string): boolean {
  // An x-range's wildcards (`10.x`, `10.*`) leave the version as precise as the parts before them.
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?(\d+(?:\.\d+){0,2})(?:\.[xX*])*$/.exec(comparator);
  if (comparator === '*' || comparator === '') return true;
  if (!match) throw new Error(`unknown range form: ${comparator}`);
  const operator = match[1] ?? '';
  const given = match[2] ?? '';
  const bound = parse(given);
  const precision = given.split('.').length;
  const c = compare(version, bound);
  switch (operator) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    case '^':
      return c >= 0 && (bound[0] > 0 ? version[0] === bound[0] : version[1] === bound[1]);
    case '~':
      return c >= 0 && version[0] === bound[0] && (precision === 1 || version[1] === bound[1]);
    default:
      return version.slice(0, precision).every((part, i) => part === bound[i]);
  }
}

function satisfies(versionText: string, range: string): boolean {
  const version = parse(versionText);
  return range
    .split('||')
    .map((alternative) => alternative.trim().replace(/(>=|<=|>|<)\s+/g, '$1'))
    .some((alternative) => alternative.split(/\s+/).every((c) => satisfiesComparator(version, c)));
}

interface LockEntry {
  dev?: boolean;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const ownFloor = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines: { node: string };
  }
).engines.node.replace('>=', '');

function refusing(version: string, which: (entry: LockEntry) => boolean): string[] {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && which(entry))
    .filter(([, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range !== undefined && !satisfies(version, range);
    })
    .map(([path, entry]) => `${path} (node ${(entry.engines as { node: string }).node})`);
}

describe('engines of what the root package installs', () => {
  it('reads npm ranges as npm does', () => {
    expect(satisfies('20.18.1', '>=22.0.0')).toBe(false);
    expect(satisfies('20.18.1', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.18.1', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('20.18.1', '>= 14.17')).toBe(true);
    expect(satisfies('20.18.1', '^10 || ^12 || ^13.7 || ^14 || >=15.0.1')).toBe(true);
    expect(satisfies('21.0.0', '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(false);
    expect(satisfies('20.18.1', '>= 10.x')).toBe(true);
    expect(satisfies('20.18.1', '>=22.x')).toBe(false);
    expect(satisfies('20.18.1', '20.x')).toBe(true);
  });

  it('runtime dependencies accept our engines floor', () => {
    expect(refusing(ownFloor, (entry) => entry.dev !== true)).toEqual([]);
  });

  it('development tools accept Node 20.19 and the Node running the tests', () => {
    // Optional platform binaries are skipped on other platforms, so npm never checks their engines here.
    const installedTools = (entry: LockEntry) => entry.dev === true && entry.optional !== true;
    expect(refusing('20.19.0', installedTools)).toEqual([]);
    expect(refusing(process.versions.node, installedTools)).toEqual([]);
  });
});
