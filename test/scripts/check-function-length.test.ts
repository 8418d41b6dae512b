/**
 * `scripts/check-function-length.mjs`, which `npm test` runs over `src/`: it finds a function, a method or
 * an arrow function over the limit, names it with its place, and passes the project as it is.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/check-function-length.mjs', import.meta.url));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'function-length-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function check(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
}

/** A function of `lines` lines in all, its braces included. */
const body = (lines: number) =>
  Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('check-function-length', () => {
  it('fails on a function, a method and an arrow over the limit, and names each', () => {
    const dir = tree({
      'a.ts': `export function long() {\n${body(12)}\n}\n`,
      'b.ts': `export class B {\n  method() {\n${body(11)}\n  }\n}\n`,
      'c.ts': `export const arrow = () => {\n${body(11)}\n};\nexport function short() {\n  return 1;\n}\n`,
    });
    const run = check(dir, '--max', '10');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/12 lines: long \(.*a\.ts:1\)/);
    expect(run.stdout).toMatch(/11 lines: method \(.*b\.ts:2\)/);
    expect(run.stdout).toMatch(/11 lines: arrow \(.*c\.ts:1\)/);
    expect(run.stdout).not.toContain('short');
    expect(run.stderr).toContain('3 functions over 10 lines');
  });

  it('passes a function of exactly the limit', () => {
    const dir = tree({ 'a.ts': `export function fits() {\n${body(10)}\n}\n` });
    expect(check(dir, '--max', '10').status).toBe(0);
  });

  it('finds no function over 100 lines in src', () => {
    const run = check(fileURLToPath(new URL('../../src', import.meta.url)));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
