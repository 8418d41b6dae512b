#!/usr/bin/env node
/**
 * Installs `benchmarks/package.json`: the packages crawlstream is compared with (the official SDK, other
 * Parquet writers), kept out of the root package. Runs `npm ci` there when what is installed does not match
 * the lockfile, and does nothing otherwise. Part of `npm test` and `npm run bench`.
 *
 * The official SDK declares `engines: node >=22`, so npm would print an EBADENGINE warning on Node 20, where
 * it loads and runs (the fidelity test proves it on every run). That warning is printed here in one line of
 * our own, with its reason, instead of npm's twelve.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../benchmarks/', import.meta.url));
const wanted = JSON.parse(readFileSync(`${folder}package-lock.json`, 'utf8')).packages;
const installedPath = `${folder}node_modules/.package-lock.json`;
const installed = existsSync(installedPath) ? JSON.parse(readFileSync(installedPath, 'utf8')).packages : {};

const missing = Object.entries(wanted).filter(
  ([path, entry]) => path !== '' && !entry.optional && installed[path]?.version !== entry.version,
);
if (missing.length === 0) process.exit(0);

console.log(
  `Installing the comparison packages in benchmarks/ (${missing.length} missing or changed). ` +
    'The official SDK declares Node >= 22; on Node 20 it runs all the same, so npm’s engine warning is not shown.',
);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: folder,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
