/**
 * `scripts/api-report.mjs`, which `npm test` runs with `--check` after the build: it passes the package as
 * committed, and fails on an export the report does not show, on JavaScript that exports other names than
 * its declarations, and on one name for two things. The cases call its `apiReport` in this process (loading
 * TypeScript and Node's types once, not once a case); one runs the script as `npm test` does.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiReport } from '../../scripts/api-report.mjs';

const script = fileURLToPath(new URL('../../scripts/api-report.mjs', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A package with two entry points, `.` and `./extra`, each a `.d.ts` and a `.js` in `dist/`. */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-report-'));
  made.push(dir);
  mkdirSync(join(dir, 'dist'));
  const entry = (file: string) => ({ types: `./dist/${file}.d.ts`, import: `./dist/${file}.js` });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'fixture',
      type: 'module',
      exports: { '.': entry('index'), './extra': entry('extra') },
    }),
  );
  write(
    dir,
    'index',
    'export declare function open(path: string): Handle;\nexport interface Handle { id: number }\n',
    'export function open() { return { id: 1 }; }\n',
  );
  write(dir, 'extra', 'export declare const LIMIT = 3;\n', 'export const LIMIT = 3;\n');
  return dir;
}

function write(dir: string, file: string, types: string, js: string): void {
  writeFileSync(join(dir, 'dist', `${file}.d.ts`), types);
  writeFileSync(join(dir, 'dist', `${file}.js`), js);
}

/** Reports on `dir` in this process, with the exit code and standard error the script would give. */
async function run(dir: string, options: { check?: boolean } = {}) {
  const { code, err } = await apiReport(dir, options);
  return { status: code, stderr: err.join('\n') };
}

describe('api-report', () => {
  it('writes one report per entry point, and --check passes on what it wrote', async () => {
    const dir = fixture();
    expect((await run(dir)).status).toBe(0);
    const report = readFileSync(join(dir, 'api', 'fixture.api.md'), 'utf8');
    expect(report).toContain('Runtime exports: 1. Type-only exports: 1.');
    expect(report).toContain('export declare function open(path: string): Handle;');
    expect(readFileSync(join(dir, 'api', 'fixture-extra.api.md'), 'utf8')).toContain('LIMIT');
    expect((await run(dir, { check: true })).status).toBe(0);
  });

  it('fails --check on an export the committed report does not show, and names it (run as a script)', async () => {
    const dir = fixture();
    expect((await run(dir)).status).toBe(0);
    write(
      dir,
      'index',
      'export declare function open(path: string): Handle;\nexport interface Handle { id: number }\nexport declare function internalHelper(): void;\n',
      'export function open() { return { id: 1 }; }\nexport function internalHelper() {}\n',
    );
    const checked = spawnSync(process.execPath, [script, '--root', dir, '--check'], { encoding: 'utf8' });
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain('api/fixture.api.md differs from the built package');
    expect(checked.stderr).toContain('+ export declare function internalHelper(): void;');
  });

  it('fails --check on a changed signature', async () => {
    const dir = fixture();
    expect((await run(dir)).status).toBe(0);
    write(
      dir,
      'index',
      'export declare function open(path: string, mode?: number): Handle;\nexport interface Handle { id: number }\n',
      'export function open() { return { id: 1 }; }\n',
    );
    const checked = await run(dir, { check: true });
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain('+ export declare function open(path: string, mode?: number): Handle;');
  });

  it('fails when the JavaScript exports a name its declarations do not', async () => {
    const dir = fixture();
    write(
      dir,
      'extra',
      'export declare const LIMIT = 3;\n',
      'export const LIMIT = 3;\nexport const secret = 1;\n',
    );
    const written = await run(dir);
    expect(written.status).toBe(1);
    expect(written.stderr).toContain(
      'fixture/extra: the JavaScript exports +secret against its declarations',
    );
  });

  it('fails when two entry points use one name for two different things', async () => {
    const dir = fixture();
    write(dir, 'extra', 'export interface Handle { path: string }\n', 'export {};\n');
    const written = await run(dir);
    expect(written.status).toBe(1);
    expect(written.stderr).toContain('`Handle` names two different things: in fixture and in fixture/extra');
  });

  it('passes on this package as committed (after npm run build)', async () => {
    const checked = await run(repo, { check: true });
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});
