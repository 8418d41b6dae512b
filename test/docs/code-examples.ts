/**
 * The code examples a reader copies: the `ts` blocks of the README and the guides, and the `@example` blocks
 * of the TSDoc comments in `src/`, each made into a module the compiler checks. An example that imports
 * what it uses stands as it is; one that does not is given the public names of every entry point, rxjs's
 * usual functions, and the variables examples take as given (`client`, `jobId`, ...), declared.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** One example: where it is (file and line), its code, and for a comment's, what its module exports. */
export interface CodeExample {
  origin: string;
  code: string;
  /** The module of a source comment's example (from the repository root) and the names it exports. */
  module?: { path: string; names: string[] };
}

const ENTRY_POINTS: Record<string, string> = {
  'crawlstream.api.md': 'crawlstream',
  'crawlstream-operators.api.md': 'crawlstream/operators',
  'crawlstream-sinks.api.md': 'crawlstream/sinks',
  'crawlstream-webhooks.api.md': 'crawlstream/webhooks',
  'crawlstream-emulator.api.md': 'crawlstream/emulator',
};

/** rxjs's usual functions, and zod (the schemas of `extract`). */
const LIBRARIES: Record<string, string[]> = {
  rxjs: [
    'concatMap',
    'filter',
    'firstValueFrom',
    'from',
    'lastValueFrom',
    'map',
    'mergeMap',
    'Observable',
    'of',
    'take',
    'takeWhile',
    'tap',
    'toArray',
  ],
  zod: ['z'],
};

/** Variables examples use without making them, and their types. */
const GIVEN: Record<string, string> = {
  client: 'Client',
  transport: 'import("../../dist/http/transport.js").Transport',
  jobId: 'string',
  id: 'string',
  monitorId: 'string',
  checkId: 'string',
  scrapeId: 'string',
  searchId: 'string',
  sessionId: 'string',
  url: 'string',
  urls: 'string[]',
  urls$: 'Observable<string>',
  urlsA$: 'Observable<string>',
  urlsB$: 'Observable<string>',
  documents$: 'Observable<Document>',
  schema: 'Record<string, unknown>',
  emulator: 'Emulator',
  event: 'WebhookEvent',
  signal: 'AbortSignal',
  secret: 'string',
  rawBody: 'Buffer',
  req: 'import("node:http").IncomingMessage',
  res: 'import("node:http").ServerResponse',
  db: '{ insertMany(documents: readonly Document[]): Promise<void> }',
  writeSomewhere: '(value: unknown) => Promise<void>',
  stats: 'import("../../dist/paging/paging-window.js").PagingStats',
  page: 'PageEvent',
  subscriber: '{ next(value: unknown): void }',
};

/** The `ts` blocks of a Markdown file. */
export function markdownExamples(path: string, text: string): CodeExample[] {
  const examples: CodeExample[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i] ?? '')) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !(lines[end] ?? '').startsWith('```')) end++;
    examples.push({ origin: `${path}:${start}`, code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return examples;
}

/** The `@example` blocks of a source file's comments, their fences and comment stars taken off. */
export function sourceExamples(path: string, text: string): CodeExample[] {
  const examples: CodeExample[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\*\s*@example\b/.test(lines[i] ?? '')) continue;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] ?? '';
      if (/^\s*\*\//.test(line) || /^\s*\*\s*@\w+/.test(line)) break;
      body.push(line.replace(/^\s*\* ?/, ''));
    }
    const code = body.filter((l) => !/^```/.test(l.trim())).join('\n');
    if (code.trim() !== '')
      examples.push({ origin: `${path}:${i + 1}`, code, module: { path, names: exported(text) } });
    i = j - 1;
  }
  return examples;
}

/** The names a source file exports (functions, classes, constants, types). */
function exported(text: string): string[] {
  const found = text.matchAll(
    /^export (?:declare )?(?:async )?(?:function\*?|class|const|let|interface|type|enum) ([A-Za-z_$][\w$]*)/gm,
  );
  return [...new Set([...found].map((m) => m[1] as string))];
}

/** Every example of the README, the guides and `src/`, `root` being the repository. */
export async function allExamples(root: string): Promise<CodeExample[]> {
  const examples: CodeExample[] = [];
  const guides = (await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  for (const path of ['README.md', ...guides]) {
    examples.push(...markdownExamples(path, await readFile(join(root, path), 'utf8')));
  }
  const sources = await readdir(join(root, 'src'), { recursive: true, withFileTypes: true });
  for (const entry of sources) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = relative(root, join(entry.parentPath, entry.name));
    examples.push(...sourceExamples(path, await readFile(join(root, path), 'utf8')));
  }
  return examples;
}

/** The public names of each entry point, read from the API reports in `api/`. */
export async function publicNames(root: string): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (const [file, entry] of Object.entries(ENTRY_POINTS)) {
    const report = await readFile(join(root, 'api', file), 'utf8');
    names.set(
      entry,
      [...report.matchAll(/^## `([A-Za-z_$][\w$]*)`/gm)].map((m) => m[1] as string),
    );
  }
  return names;
}

/** `example` as a module the compiler can check on its own. */
export function exampleModule(example: CodeExample, names: Map<string, string[]>): string {
  const header = [`// ${example.origin}`];
  if (!/^\s*import\s/m.test(example.code)) {
    const declared = (name: string) =>
      new RegExp(`\\b(const|let|var|function|class)\\s+${name}\\b`).test(example.code);
    // The example's own module first (its internal names), then each entry point's names not taken yet.
    const taken = new Set<string>();
    const importFrom = (from: string, list: readonly string[]) => {
      const wanted = list.filter((n) => !declared(n) && !taken.has(n));
      for (const n of wanted) taken.add(n);
      if (wanted.length > 0) header.push(`import { ${wanted.join(', ')} } from '${from}';`);
    };
    if (example.module)
      importFrom(
        `../../${example.module.path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js')}`,
        example.module.names,
      );
    for (const [entry, list] of names) importFrom(entry, list);
    for (const [library, list] of Object.entries(LIBRARIES)) importFrom(library, list);
    for (const [name, type] of Object.entries(GIVEN)) {
      if (!declared(name)) header.push(`declare const ${name}: ${type};`);
    }
  }
  return `${header.join('\n')}\n${example.code}\nexport {};\n`;
}
