import type { JobKind } from '../paging/page-event.js';
import type { ChangeSetup } from './change-flags.js';
import type { ExportPaging } from './export-flags.js';
import type { Destination } from './output-target.js';

/** What the resume command needs to know. */
export interface ResumeCommandInput {
  /** Kind of job; a batch scrape gets `--batch`. */
  kind: JobKind;
  /** The job to continue. */
  jobId: string;
  /** Where the export was going. */
  output: Destination;
  /** For stdout exports: documents already written, continued with `--skip`. */
  skip?: number;
  /** Whether `--dedupe` was on. */
  dedupe?: boolean;
  /** `--read-ahead`, `--page-limit`, `--status-stream` and `--poll-interval` as given. */
  paging?: ExportPaging;
  /** `--changes` and `--state` as given: a change-aware export continues as one. */
  changes?: Pick<ChangeSetup, 'write' | 'state'>;
  /** `--api-url` as given on the command line (credentials in it are dropped); env values are not repeated. */
  apiUrl?: string;
}

/**
 * The exact command that continues an interrupted or failed export: `crawlstream pages <jobId> -o <file>
 * --resume` for files (the checkpoint beside the file says where) and tables (the checkpoint is in the
 * database), or `--skip N` for stdout. The API key and a database password are never part of it; they come
 * from the environment (or `--api-key`) again.
 */
export function resumeCommand(input: ResumeCommandInput): string {
  const args = ['crawlstream', 'pages', input.jobId];
  if (input.kind === 'batch') args.push('--batch');
  args.push(...input.output.resumeArgs({ skip: input.skip }));
  if (input.changes) args.push(...changeArgs(input.changes));
  if (input.dedupe) args.push('--dedupe');
  if (input.paging?.readAhead !== undefined) args.push('--read-ahead', String(input.paging.readAhead));
  if (input.paging?.pageLimit !== undefined) args.push('--page-limit', String(input.paging.pageLimit));
  if (input.paging?.statusStream !== undefined) args.push('--status-stream', input.paging.statusStream);
  if (input.paging?.pollIntervalMs !== undefined)
    args.push('--poll-interval', String(input.paging.pollIntervalMs));
  if (input.apiUrl !== undefined) args.push('--api-url', withoutCredentials(input.apiUrl));
  return args.map(shellQuote).join(' ');
}

/** `--changes` (`--changes all`), and `--state FILE` when the state is not where it is by default. */
function changeArgs(changes: Pick<ChangeSetup, 'write' | 'state'>): string[] {
  const args = changes.write === 'all' ? ['--changes', 'all'] : ['--changes'];
  const { file, byDefault } = changes.state;
  if (file !== undefined && !byDefault) args.push('--state', file);
  return args;
}

/** Quotes an argument for a POSIX shell when it holds anything beyond safe characters. */
export function shellQuote(arg: string): string {
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return url;
  }
}
