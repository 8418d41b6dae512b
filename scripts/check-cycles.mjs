/**
 * Fails when the TypeScript modules below a folder import each other in a cycle: the import graph is kept a
 * tree on purpose, as rxjs does, so that any module can be read, loaded and tested on its own.
 *
 *   node scripts/check-cycles.mjs [folder]   (default: src)
 *
 * Counts `import … from './x.js'`, `export … from './x.js'` and `import('./x.js')`; type-only imports
 * (`import type`, `export type`) are left out, since they vanish at run time. Prints each cycle and exits 1
 * when there is one.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { typescriptModules } from './ts-modules.mjs';

const root = resolve(process.argv[2] ?? 'src');
const files = typescriptModules(root);
const known = new Set(files);

const STATIC =
  /(?:^|\n)[ \t]*(import|export)[ \t]+(type[ \t]+)?(?:[^'";]*?[ \t\n]from[ \t]+)?['"](\.[^'"]+)['"]/g;
const DYNAMIC = /import\((['"])(\.[^'"]+)\1\)/g;
const target = (from, spec) => resolve(dirname(from), spec.replace(/\.js$/, '.ts'));

const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const deps = [];
  for (const [, , typeOnly, spec] of text.matchAll(STATIC)) if (!typeOnly) deps.push(target(file, spec));
  for (const [, , spec] of text.matchAll(DYNAMIC)) deps.push(target(file, spec));
  graph.set(
    file,
    deps.filter((d) => known.has(d)),
  );
}

const cycles = [];
const done = new Set();
const path = [];
const onPath = new Set();
function visit(file) {
  path.push(file);
  onPath.add(file);
  for (const dep of graph.get(file) ?? []) {
    if (onPath.has(dep)) cycles.push([...path.slice(path.indexOf(dep)), dep]);
    else if (!done.has(dep)) visit(dep);
  }
  path.pop();
  onPath.delete(file);
  done.add(file);
}
for (const file of files) if (!done.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) below ${relative(process.cwd(), root) || '.'}:`);
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => relative(root, f)).join(' → ')}`);
  process.exit(1);
}
console.log(`no import cycles among ${files.length} modules below ${relative(process.cwd(), root) || '.'}`);
