/**
 * The package as `npm pack` makes it, unpacked into a scratch project: it ships what it should (no source
 * map of a file it does not ship), every entry point loads with `import`, and with `require` where Node can
 * load ES modules from CommonJS, and the program runs.
 *
 * The scratch project sits under this repository's `node_modules`, so the package's own dependencies
 * resolve from there: no registry is needed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let scratch: string;
let files: string[];

beforeAll(() => {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  scratch = mkdtempSync(join(cache, 'packed-'));
  const out = execFileSync(npm, ['pack', '--json', '--pack-destination', scratch], {
    cwd: root,
    encoding: 'utf8',
  });
  const [pack] = JSON.parse(out.slice(out.indexOf('['))) as [{ filename: string; files: { path: string }[] }];
  files = pack.files.map((f) => f.path);
  const installed = join(scratch, 'node_modules', 'crawlstream');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(scratch, pack.filename), '-C', installed, '--strip-components=1']);
  writeFileSync(join(scratch, 'package.json'), '{ "private": true, "type": "commonjs" }\n');
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function node(code: string, type: 'cjs' | 'mjs'): string {
  const file = join(scratch, `probe.${type}`);
  writeFileSync(file, code);
  return execFileSync(process.execPath, [file], {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the packed package', () => {
  it('ships the build, the licence and the changelog, and no source map', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']));
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/cli/main.js');
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.some((f) => f.startsWith('src/') || f.startsWith('test/'))).toBe(false);
  });

  it('loads every entry point with import', () => {
    const out = node(
      `const entries = ['crawlstream', 'crawlstream/operators', 'crawlstream/sinks', 'crawlstream/emulator'];
       for (const e of entries) console.log(e, Object.keys(await import(e)).length > 0);`,
      'mjs',
    );
    expect(out.trim().split('\n')).toEqual([
      'crawlstream true',
      'crawlstream/operators true',
      'crawlstream/sinks true',
      'crawlstream/emulator true',
    ]);
  });

  it('loads with require where Node can load ES modules from CommonJS, else says why in one line', () => {
    const code = `try {
        const { createClient } = require('crawlstream');
        const { toJsonl } = require('crawlstream/sinks');
        console.log(typeof createClient, typeof toJsonl);
      } catch (err) { console.log(err.code); }`;
    const out = node(code, 'cjs').trim();
    const canRequireEsm = (process.features as { require_module?: boolean }).require_module === true;
    expect(out).toBe(canRequireEsm ? 'function function' : 'ERR_REQUIRE_ESM');
  });

  it('runs the program, one file of ASCII (Node reads it as one-byte text)', () => {
    const bin = join(scratch, 'node_modules', 'crawlstream', 'dist', 'cli', 'main.js');
    const out = execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
    expect(out.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(readFileSync(bin, 'latin1')).not.toMatch(/[^\x00-\x7f]/);
  });
});
