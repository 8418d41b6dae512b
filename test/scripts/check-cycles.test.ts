/**
 * `scripts/check-cycles.mjs`, which `npm test` runs over `src/`: it finds a cycle, ignores type-only
 * imports, and passes the project as it is.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/check-cycles.mjs', import.meta.url));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function check(dir: string) {
  return spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
}

describe('check-cycles', () => {
  it('fails on a cycle through an import, an export and a dynamic import, and names it', () => {
    const dir = tree({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "export { c as b } from './c.js';\n",
      'c.ts': "export const c = async () => (await import('./a.js')).a;\n",
    });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('a.ts → b.ts → c.ts → a.ts');
  });

  it('leaves type-only imports out', () => {
    const dir = tree({
      'a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a.js';\nexport type B = { a?: A };\n",
    });
    expect(check(dir).status).toBe(0);
  });

  it('finds no cycle in src', () => {
    const run = check(fileURLToPath(new URL('../../src', import.meta.url)));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
