/**
 * Fails when a function of the TypeScript modules below a folder is longer than a reader can hold: more
 * than 100 lines, from the line of its first token to the line of its last (comments inside count, as they
 * are read too). Functions, methods, constructors, accessors, arrow functions and function expressions
 * count alike; a function inside another counts on its own and within the outer one.
 *
 *   node scripts/check-function-length.mjs [folder] [--max N] [--list]   (default: src, 100)
 *
 * `--list` prints every function over the limit with its length, longest first, and exits 0.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { typescriptModules } from './ts-modules.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.indexOf(name);
const max = flag('--max') >= 0 ? Number(args[flag('--max') + 1]) : 100;
const root = resolve(args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--max') ?? 'src');

const files = typescriptModules(root);

const FUNCTION_KINDS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.FunctionExpression,
]);

/** A function's name as a reader finds it: its own, or the variable or property it is assigned to. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  if (node.kind === ts.SyntaxKind.Constructor) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
}

const long = [];
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (FUNCTION_KINDS.has(node.kind) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max)
        long.push({ lines, at: `${relative(process.cwd(), file)}:${first + 1}`, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

long.sort((a, b) => b.lines - a.lines);
for (const { lines, at, name } of long) console.log(`${lines} lines: ${name} (${at})`);
if (flag('--list') >= 0) {
  console.log(
    `${long.length} function${long.length === 1 ? '' : 's'} over ${max} lines below ${relative(process.cwd(), root) || '.'}`,
  );
} else if (long.length > 0) {
  console.error(
    `${long.length} function${long.length === 1 ? '' : 's'} over ${max} lines: split each into named steps`,
  );
  process.exit(1);
} else {
  console.log(
    `no function over ${max} lines among ${files.length} modules below ${relative(process.cwd(), root) || '.'}`,
  );
}
