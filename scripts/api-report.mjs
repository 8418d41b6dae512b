/**
 * The public API report: for each entry point in package.json's `exports`, every name it exports with its
 * declaration as the built `.d.ts` files state it, written to `api/<entry>.api.md`. Committed, so that every
 * change to the public surface shows in review as a change of these files.
 *
 *   node scripts/api-report.mjs           write the reports (after `npm run build`)
 *   node scripts/api-report.mjs --check   exit 1 when the built package differs from the committed reports
 *   --root <dir>                          the package to report on (default: the working directory)
 *
 * Why not api-extractor: it reports one entry point per configuration file, bundles a TypeScript of its own
 * and needs release tags on every declaration; the TypeScript compiler we already build with gives the same
 * facts for all entry points in one pass. Beyond the declarations, each report lists the types its
 * declarations use that no entry point exports ("referenced, not exported"), and both modes fail when the
 * names the built JavaScript really exports differ from those the declarations promise, or when two entry
 * points use one name for two different things.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootAt = args.indexOf('--root');
const root = resolve(rootAt >= 0 ? args[rootAt + 1] : '.');
const reportDir = join(root, 'api');

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entries = Object.entries(pkg.exports ?? {})
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([key, target]) => ({
    name: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
    types: resolve(root, target.types),
    js: resolve(root, target.import ?? target.default),
  }));

// The declarations as a consumer compiles them: the language of our tsconfig.json and Node's types from the
// package's own node_modules (not every @types package the working directory happens to hold).
const program = ts.createProgram(
  entries.map((e) => e.types),
  {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    module: ts.ModuleKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
    typeRoots: [join(root, 'node_modules', '@types')],
  },
);
const checker = program.getTypeChecker();
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const distDir = resolve(root, 'dist');
const ownFile = (file) => !relative(distDir, file).startsWith('..');

const resolveAlias = (symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** Every symbol some entry point exports: a type these name is part of the public surface. */
const exported = new Set();
const perEntry = entries.map((entry) => {
  const source = program.getSourceFile(entry.types);
  if (!source) throw new Error(`${entry.types} is missing; run npm run build first.`);
  const symbols = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const symbol of symbols) exported.add(resolveAlias(symbol));
  return { entry, symbols };
});

function kindOf(declaration) {
  if (ts.isClassDeclaration(declaration)) return 'class';
  if (ts.isFunctionDeclaration(declaration)) return 'function';
  if (ts.isInterfaceDeclaration(declaration)) return 'interface';
  if (ts.isTypeAliasDeclaration(declaration)) return 'type';
  if (ts.isVariableDeclaration(declaration)) return 'const';
  if (ts.isEnumDeclaration(declaration)) return 'enum';
  if (ts.isModuleDeclaration(declaration)) return 'namespace';
  return ts.SyntaxKind[declaration.kind];
}

function declarationText(declaration) {
  const source = declaration.getSourceFile();
  const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  return printer.printNode(ts.EmitHint.Unspecified, node, source).trim();
}

/** Types a declaration names that resolve to a declaration of this package no entry point exports. */
function unexportedReferences(declaration, found) {
  const visit = (node) => {
    const name = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : ts.isTypeQueryNode(node)
          ? node.exprName
          : undefined;
    if (name) {
      const symbol = checker.getSymbolAtLocation(name);
      const target = symbol && resolveAlias(symbol);
      const file = target?.declarations?.[0]?.getSourceFile().fileName;
      if (
        target &&
        file &&
        ownFile(file) &&
        !exported.has(target) &&
        !(target.flags & ts.SymbolFlags.TypeParameter)
      )
        found.set(target.name, relative(root, file));
    }
    ts.forEachChild(node, visit);
  };
  visit(declaration);
}

function report({ entry, symbols }) {
  const lines = [`# API report: \`${entry.name}\``, ''];
  lines.push('Generated by `node scripts/api-report.mjs` from the built `.d.ts` files; do not edit.', '');
  const values = symbols.filter((s) => resolveAlias(s).flags & ts.SymbolFlags.Value);
  lines.push(`Runtime exports: ${values.length}. Type-only exports: ${symbols.length - values.length}.`, '');
  const references = new Map();
  for (const symbol of symbols) {
    const target = resolveAlias(symbol);
    const declarations = (target.declarations ?? []).filter((d) => !ts.isSourceFile(d));
    const kinds = [...new Set(declarations.map(kindOf))].join(' + ');
    const alias =
      target.name !== symbol.name && target.name !== 'default' ? ` (declared as \`${target.name}\`)` : '';
    lines.push(`## \`${symbol.name}\`: ${kinds}${alias}`, '', '```ts');
    for (const declaration of declarations) {
      lines.push(declarationText(declaration));
      unexportedReferences(declaration, references);
    }
    lines.push('```', '');
  }
  lines.push('## Referenced, not exported', '');
  if (references.size === 0) lines.push('None.');
  else for (const [name, file] of [...references].sort()) lines.push(`- \`${name}\` (${file})`);
  lines.push('');
  return { text: lines.join('\n'), values: values.map((s) => s.name) };
}

const fileName = (entry) => `${entry.name.replaceAll('/', '-')}.api.md`;
const problems = [];
// One name, one idea: two entry points may export the same thing under one name, never two things.
const meaning = new Map();
for (const { entry, symbols } of perEntry) {
  for (const symbol of symbols) {
    const target = resolveAlias(symbol);
    const seen = meaning.get(symbol.name);
    if (seen && seen.target !== target)
      problems.push(`\`${symbol.name}\` names two different things: in ${seen.entry} and in ${entry.name}`);
    else if (!seen) meaning.set(symbol.name, { target, entry: entry.name });
  }
}
const written = new Map();
for (const item of perEntry) {
  const { text, values } = report(item);
  written.set(fileName(item.entry), text);
  const runtime = Object.keys(await import(pathToFileURL(item.entry.js).href)).sort();
  const promised = [...values].sort();
  const extra = runtime.filter((n) => !promised.includes(n));
  const missing = promised.filter((n) => !runtime.includes(n));
  if (extra.length || missing.length)
    problems.push(
      `${item.entry.name}: the JavaScript exports ${extra
        .map((n) => `+${n}`)
        .concat(missing.map((n) => `-${n}`))
        .join(' ')} against its declarations`,
    );
}

if (check) {
  const committed = new Map();
  try {
    for (const name of readdirSync(reportDir))
      if (name.endsWith('.api.md')) committed.set(name, readFileSync(join(reportDir, name), 'utf8'));
  } catch {}
  for (const [name, text] of written) {
    const before = committed.get(name);
    if (before === undefined) problems.push(`api/${name} is missing: a new entry point`);
    else if (before !== text)
      problems.push(`api/${name} differs from the built package:\n${lineDiff(before, text)}`);
  }
  for (const name of committed.keys())
    if (!written.has(name)) problems.push(`api/${name} reports an entry point the package no longer has`);
  if (problems.length > 0) {
    console.error(`The public API changed:\n\n${problems.join('\n\n')}\n`);
    console.error(
      'If the change is meant, run `npm run build && node scripts/api-report.mjs` and commit api/.',
    );
    process.exit(1);
  }
  console.log(`public API matches api/ (${written.size} entry points)`);
} else {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  for (const [name, text] of written) writeFileSync(join(reportDir, name), text);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`wrote ${written.size} reports to api/`);
}

/** The lines only one side has, as `-` and `+` lines (enough to name what changed). */
function lineDiff(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  const inA = new Set(a);
  const inB = new Set(b);
  const out = [
    ...a.filter((l) => !inB.has(l)).map((l) => `- ${l}`),
    ...b.filter((l) => !inA.has(l)).map((l) => `+ ${l}`),
  ];
  return out.slice(0, 40).join('\n') + (out.length > 40 ? `\n… ${out.length - 40} more lines` : '');
}
