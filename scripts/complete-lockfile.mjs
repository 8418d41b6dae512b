#!/usr/bin/env node
/**
 * Adds package-lock entries for other platforms' optional binaries (biome, duckdb) when the registry in use
 * does not serve them, so the lockfile lists every optional dependency and `npm ci` accepts it. The entries
 * carry only version, os, cpu and libc: `npm ci` skips a package whose platform does not match, so they are
 * never fetched. Run after `npm install` changes the lockfile: `node scripts/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const OS = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x'];
const has = (name, part) => name.split('-').includes(part);
const added = [];

for (const entry of Object.values(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key]) continue;
    const short = dep.split('/').pop();
    const os = OS.find((name) => has(short, name));
    const cpu = CPU.find((name) => has(short, name));
    if (!os || !cpu) {
      console.error(`left out ${dep}: its platform cannot be told from its name`);
      continue;
    }
    packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(has(short, 'musl') ? { libc: ['musl'] } : {}),
    };
    added.push(dep);
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length}: ${added.join(', ')}` : 'nothing to add');
