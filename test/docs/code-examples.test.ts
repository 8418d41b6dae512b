/**
 * Every code example of the README, the guides and the TSDoc `@example` blocks compiles against the library
 * as a reader's program meets it: the declarations `npm run build` wrote in `dist/`, which the package
 * ships (`code-examples.ts` makes each example a module; `tsc` checks them all at once). Checking against
 * the declarations rather than the sources also spares `tsc` checking every source again (`npm test` has
 * just done so): the file took 17–18 s of the machine's CPU time here against the sources, 11–12 so. The
 * compiler is TypeScript 7's (`typescript-native`, as `npm run typecheck`): 5.4 s of CPU against 11.9.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../cli/cli-harness.js';
import { allExamples, exampleModule, publicNames } from './code-examples.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
let dir: string | undefined;

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Each entry point's declarations (`crawlstream/sinks` → its `.d.ts`), read from `package.json`'s `exports`. */
async function entryTypes(): Promise<Record<string, string[]>> {
  const { name, exports } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { types?: string }>;
  };
  const entries: Record<string, string[]> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target === 'object' && target.types)
      entries[posix.join(name, subpath)] = [join(root, target.types)];
  }
  return entries;
}

describe('code examples', () => {
  it('every example in the README, the guides and the @example blocks compiles', async () => {
    assertBuilt();
    const examples = await allExamples(root);
    expect(examples.length).toBeGreaterThan(50);
    const names = await publicNames(root);
    dir = await mkdtemp(join(root, 'node_modules', '.code-examples-'));
    const files = examples.map((_, i) => `example-${i}.ts`);
    await Promise.all(
      examples.map((e, i) => writeFile(join(dir as string, files[i] as string), exampleModule(e, names))),
    );
    const paths = await entryTypes();
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
    const tsc = join(root, 'node_modules/typescript-native/bin/tsc');
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
