/**
 * The shell and SQL blocks of the README and the guides, as a reader copies them: each fenced `sh` block
 * (indented ones included) and each `sql` block, with where it stands. A block preceded by
 * `<!-- not run: REASON -->` is one that cannot run here on purpose (it starts a server, or is the test
 * command itself); a `sql` block names its destination with `<!-- sql: KIND -->` (`daily-files`,
 * `dataset`, `postgres`), the fixture it runs against.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One block: where it is, its language, its text, and why it is not run, or what it runs against. */
export interface DocBlock {
  origin: string;
  lang: 'sh' | 'sql';
  code: string;
  notRun?: string;
  sqlTarget?: string;
}

const FENCE = /^(\s*)```(sh|bash|sql)\s*$/;

/** The `sh` and `sql` blocks of one Markdown file. */
export function docBlocks(path: string, text: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const start = i + 1;
    let end = start;
    while (end < lines.length && (lines[end] ?? '').trim() !== '```') end++;
    const code = lines
      .slice(start, end)
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join('\n');
    const marker = previousLine(lines, i);
    const notRun = /<!--\s*not run:\s*(.+?)\s*-->/.exec(marker)?.[1];
    const sqlTarget = /<!--\s*sql:\s*([\w-]+)\s*-->/.exec(marker)?.[1];
    blocks.push({
      origin: `${path}:${start}`,
      lang: open[2] === 'sql' ? 'sql' : 'sh',
      code,
      ...(notRun ? { notRun } : {}),
      ...(sqlTarget ? { sqlTarget } : {}),
    });
    i = end;
  }
  return blocks;
}

function previousLine(lines: readonly string[], index: number): string {
  for (let j = index - 1; j >= 0; j--) if ((lines[j] ?? '').trim() !== '') return lines[j] ?? '';
  return '';
}

/** Every block of the README and the guides, `root` being the repository. */
export async function allDocBlocks(root: string): Promise<DocBlock[]> {
  const guides = (await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  const blocks: DocBlock[] = [];
  for (const path of ['README.md', ...guides])
    blocks.push(...docBlocks(path, await readFile(join(root, path), 'utf8')));
  return blocks;
}

/** What a block's placeholders and remote addresses become against the test's own servers. */
export interface Substitutions {
  /** A Postgres URL without its password (the block's `PGPASSWORD` gets the real one). */
  postgresUrl: string;
  password: string;
  jobId: string;
  monitorId: string;
  checkId: string;
}

/**
 * The block as it runs here: the sites of the examples are the emulator's, a database server is the
 * test's, an S3 bucket is a folder (the same dataset code, without the store), and the ids a reader would
 * paste are those of jobs and monitors the test made.
 */
export function substitute(code: string, s: Substitutions): string {
  return code
    .replace(/https:\/\/(?:docs\.)?example\.com\/?[\w/.-]*/g, 'https://site-1.test/')
    .replace(/postgres:\/\/etl@db\.internal(?::5432)?\/web/g, s.postgresUrl)
    .replace(/export PGPASSWORD=…/g, `export PGPASSWORD=${s.password}`)
    .replace(/s3:\/\/([\w.-]+)\/([\w./-]*)/g, './s3-$1/$2')
    .replace(/<jobId>|0195f0c4-…/g, s.jobId)
    .replace(/<monitorId>|"\$monitor"/g, s.monitorId)
    .replace(/<checkId>/g, s.checkId)
    .replace(/--api-url http:\/\/localhost:3002/g, '--api-url "$CRAWLSTREAM_API_URL"');
}
