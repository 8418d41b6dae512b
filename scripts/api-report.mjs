/**
 * The public API report: for each entry point in package.json's `exports`, every name it exports with its
 * declaration as the built `.d.ts` files state it, written to `api/<entry>.api.md`. Committed, so that every
 * change to the public surface shows in review as a change of these files.
 *
 *   node scripts/api-report.mjs           write the reports (after `npm run build`)
 *   node scripts/api-report.mjs --check   exit 1 when the built package differs from the committed reports
 *   --root <dir>                          the package to report on (default: the working directory)
 *
 * `apiReport(root, { check })` does the same inside a process that reports more than once (the tests do).
 *
 * Why not api-extractor: it reports one entry point per configuration file, bundles a TypeScript of its own
 * and needs release tags on every declaration; the TypeScript compiler's API (5.9's, which typedoc uses
 * too: TypeScript 7, which builds and checks, has none yet) gives the same facts for all entry points in one
 * pass. Beyond the declarations, each report lists the types its declarations use that no entry point
 * exports ("referenced, not exported"), and both modes fail when the names the built JavaScript really
 * exports differ from those the declarations promise, or when two entry points use one name for two
 * different things.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * Reports on the package at `root`: writes its `api/` reports, or with `check` compares the built package
 * with the committed ones. Resolves to the exit code and the lines meant for standard output and error.
 */
export async function apiReport(root, { check = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([key, target]) => ({
      name: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
      types: resolve(root, target.types),
      js: resolve(root, target.import ?? target.default),
    }));
  const surface = new ApiSurface(root, entries);
  const problems = surface.sharedNames();
  const written = new Map();
  for (const item of surface.perEntry) {
    const { text, values } = surface.report(item);
    written.set(`${item.entry.name.replaceAll('/', '-')}.api.md`, text);
    const mismatch = exportMismatch(await runtimeExports(item.entry.js), values);
    if (mismatch)
      problems.push(`${item.entry.name}: the JavaScript exports ${mismatch} against its declarations`);
  }
  const reportDir = join(root, 'api');
  if (check) return checkReports(reportDir, written, problems);
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  for (const [name, text] of written) writeFileSync(join(reportDir, name), text);
  if (problems.length > 0) return { code: 1, out: [], err: [problems.join('\n')] };
  return { code: 0, out: [`wrote ${written.size} reports to api/`], err: [] };
}

/** The declarations of a package's entry points, read with the TypeScript compiler. */
class ApiSurface {
  /** Every symbol some entry point exports: a type these name is part of the public surface. */
  #exported = new Set();
  #checker;
  #root;
  /** The package's built files: a type declared there belongs to this package. */
  #distDir;
  #printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

  constructor(root, entries) {
    this.#root = root;
    this.#distDir = resolve(root, 'dist');
    // The declarations as a consumer compiles them: the language of our tsconfig.json and Node's types from
    // the package's own node_modules (not every @types package the working directory happens to hold).
    const options = {
      noEmit: true,
      skipLibCheck: true,
      strict: true,
      module: ts.ModuleKind.NodeNext,
      target: ts.ScriptTarget.ES2023,
      lib: ['lib.es2023.d.ts'],
      types: ['node'],
      typeRoots: [join(root, 'node_modules', '@types')],
    };
    const program = ts.createProgram(
      entries.map((e) => e.types),
      options,
      parsingNodeModulesOnce(options),
    );
    this.#checker = program.getTypeChecker();
    this.perEntry = entries.map((entry) => {
      const source = program.getSourceFile(entry.types);
      if (!source) throw new Error(`${entry.types} is missing; run npm run build first.`);
      const symbols = this.#checker
        .getExportsOfModule(this.#checker.getSymbolAtLocation(source))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const symbol of symbols) this.#exported.add(this.resolveAlias(symbol));
      return { entry, symbols };
    });
  }

  resolveAlias(symbol) {
    return symbol.flags & ts.SymbolFlags.Alias ? this.#checker.getAliasedSymbol(symbol) : symbol;
  }

  /** One name, one idea: two entry points may export the same thing under one name, never two things. */
  sharedNames() {
    const problems = [];
    const meaning = new Map();
    for (const { entry, symbols } of this.perEntry) {
      for (const symbol of symbols) {
        const target = this.resolveAlias(symbol);
        const seen = meaning.get(symbol.name);
        if (seen && seen.target !== target)
          problems.push(
            `\`${symbol.name}\` names two different things: in ${seen.entry} and in ${entry.name}`,
          );
        else if (!seen) meaning.set(symbol.name, { target, entry: entry.name });
      }
    }
    return problems;
  }

  /** One entry point's report, and the names of its runtime exports. */
  report({ entry, symbols }) {
    const lines = [`# API report: \`${entry.name}\``, ''];
    lines.push('Generated by `node scripts/api-report.mjs` from the built `.d.ts` files; do not edit.', '');
    const values = symbols.filter((s) => this.resolveAlias(s).flags & ts.SymbolFlags.Value);
    lines.push(
      `Runtime exports: ${values.length}. Type-only exports: ${symbols.length - values.length}.`,
      '',
    );
    const references = new Map();
    for (const symbol of symbols) {
      const target = this.resolveAlias(symbol);
      const declarations = (target.declarations ?? []).filter((d) => !ts.isSourceFile(d));
      const kinds = [...new Set(declarations.map(kindOf))].join(' + ');
      const alias =
        target.name !== symbol.name && target.name !== 'default' ? ` (declared as \`${target.name}\`)` : '';
      lines.push(`## \`${symbol.name}\`: ${kinds}${alias}`, '', '```ts');
      for (const declaration of declarations) {
        lines.push(this.#declarationText(declaration));
        this.#unexportedReferences(declaration, references);
      }
      lines.push('```', '');
    }
    lines.push('## Referenced, not exported', '');
    if (references.size === 0) lines.push('None.');
    else for (const [name, file] of [...references].sort()) lines.push(`- \`${name}\` (${file})`);
    lines.push('');
    return { text: lines.join('\n'), values: values.map((s) => s.name) };
  }

  #declarationText(declaration) {
    const source = declaration.getSourceFile();
    const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
    const [sorted] = ts.transform(node, [sortEnumMembers]).transformed;
    return this.#printer.printNode(ts.EmitHint.Unspecified, sorted, source).trim();
  }

  /** Types a declaration names that resolve to a declaration of this package no entry point exports. */
  #unexportedReferences(declaration, found) {
    const visit = (node) => {
      const name = ts.isTypeReferenceNode(node)
        ? node.typeName
        : ts.isExpressionWithTypeArguments(node)
          ? node.expression
          : ts.isTypeQueryNode(node)
            ? node.exprName
            : undefined;
      if (name) {
        const symbol = this.#checker.getSymbolAtLocation(name);
        const target = symbol && this.resolveAlias(symbol);
        const file = target?.declarations?.[0]?.getSourceFile().fileName;
        if (
          target &&
          file &&
          !relative(this.#distDir, file).startsWith('..') &&
          !this.#exported.has(target) &&
          !(target.flags & ts.SymbolFlags.TypeParameter)
        )
          found.set(target.name, relative(this.#root, file));
      }
      ts.forEachChild(node, visit);
    };
    visit(declaration);
  }
}

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

/** Files under node_modules (TypeScript's lib, Node's types), parsed once in a process, not once a report. */
const parsedFiles = new Map();

function parsingNodeModulesOnce(options) {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.includes('/node_modules/')) return parse(fileName, languageVersion, ...rest);
    const key = `${fileName} ${JSON.stringify(languageVersion)}`;
    if (!parsedFiles.has(key)) parsedFiles.set(key, parse(fileName, languageVersion, ...rest));
    return parsedFiles.get(key);
  };
  return host;
}

/**
 * The names an entry's JavaScript exports. A process that reports more than once may meet the same file
 * rewritten, so the module is imported under its content's hash rather than from the module cache.
 */
async function runtimeExports(file) {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  return Object.keys(await import(`${pathToFileURL(file).href}?content=${hash}`)).sort();
}

/** `+name` for each export the declarations lack, `-name` for each they promise in vain; '' when equal. */
function exportMismatch(runtime, values) {
  const promised = [...values].sort();
  const extra = runtime.filter((n) => !promised.includes(n));
  const missing = promised.filter((n) => !runtime.includes(n));
  return extra
    .map((n) => `+${n}`)
    .concat(missing.map((n) => `-${n}`))
    .join(' ');
}

function checkReports(reportDir, written, problems) {
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
  if (problems.length === 0)
    return { code: 0, out: [`public API matches api/ (${written.size} entry points)`], err: [] };
  return {
    code: 1,
    out: [],
    err: [
      `The public API changed:\n\n${problems.join('\n\n')}\n`,
      'If the change is meant, run `npm run build && node scripts/api-report.mjs` and commit api/.',
    ],
  };
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const result = await apiReport(resolve(rootAt >= 0 ? args[rootAt + 1] : '.'), {
    check: args.includes('--check'),
  });
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  process.exitCode = result.code;
}

/**
 * A transformer that writes the members of each enum's object type (`{ day: "day"; month: "month" }`, as a
 * `z.enum([...])` is declared) in alphabetical order. TypeScript 5 wrote them in the order it first met each
 * string, which depended on how much of the program it checked (a build with `--noCheck` and one without
 * stated the same type with its members in different orders); TypeScript 7 writes one order either way, its
 * own. Sorted, the report does not change with the compiler.
 */
function sortEnumMembers(context) {
  const isEnumMember = (member) =>
    ts.isPropertySignature(member) &&
    member.type !== undefined &&
    ts.isLiteralTypeNode(member.type) &&
    ts.isStringLiteral(member.type.literal) &&
    (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) &&
    member.name.text === member.type.literal.text;
  const visit = (node) => {
    const visited = ts.visitEachChild(node, visit, context);
    if (!ts.isTypeLiteralNode(visited) || visited.members.length < 2 || !visited.members.every(isEnumMember))
      return visited;
    const members = [...visited.members].sort((a, b) => (a.name.text < b.name.text ? -1 : 1));
    return context.factory.updateTypeLiteralNode(visited, context.factory.createNodeArray(members));
  };
  return (root) => visit(root);
}
