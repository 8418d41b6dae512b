/**
 * Every code example of the README, the guides and the TSDoc `@example` blocks compiles against the library
 * as it is (`code-examples.ts` makes each a module; `tsc` checks them all at once).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { allExamples, exampleModule, publicNames } from './code-examples.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
let dir: string | undefined;

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const ENTRY_SOURCES: Record<string, string[]> = {
  crawlstream: ['src/index.ts'],
  'crawlstream/operators': ['src/operators/index.ts'],
  'crawlstream/sinks': ['src/sinks/index.ts'],
  'crawlstream/webhooks': ['src/webhooks/index.ts'],
  'crawlstream/emulator': ['src/emulator/index.ts'],
};

describe('code examples', () => {
  it('every example in the README, the guides and the @example blocks compiles', async () => {
    const examples = await allExamples(root);
    expect(examples.length).toBeGreaterThan(50);
    const names = await publicNames(root);
    dir = await mkdtemp(join(root, 'node_modules', '.code-examples-'));
    const files = examples.map((_, i) => `example-${i}.ts`);
    await Promise.all(
      examples.map((e, i) => writeFile(join(dir as string, files[i] as string), exampleModule(e, names))),
    );
    const paths = Object.fromEntries(
      Object.entries(ENTRY_SOURCES).map(([entry, sources]) => [entry, sources.map((s) => join(root, s))]),
    );
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['node'],
          typeRoots: [join(root, 'node_modules/@types')],
          paths,
        },
        files,
      }),
    );
    const tsc = join(root, 'node_modules/.bin/tsc');
    const result = await run(tsc, ['-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], { cwd: dir }).then(
      () => '',
      (err: { stdout?: string }) => err.stdout ?? String(err),
    );
    // Each error named by the example's origin (file:line of the README, a guide or a source comment).
    const errors = result
      .split('\n')
      .filter((line) => /^example-\d+\.ts/.test(line))
      .map((line) => {
        const index = Number(/^example-(\d+)/.exec(line)?.[1]);
        return `${examples[index]?.origin}: ${line.replace(/^example-\d+\.ts\(\d+,\d+\): /, '')}`;
      });
    expect(errors).toEqual([]);
  }, 180_000);
});
