/**
 * `-o postgres://USER@HOST/DB` (or `postgres`: `DATABASE_URL`, else the `PG*` variables) or `-o FILE.duckdb`:
 * the rows of a table. The export's cursor, a pipeline's state and its loads commit with the rows, in the
 * same database; a password is never printed.
 */
import { pipelineTag } from '../../changes/pipeline-tag.js';
import type { Checkpoint } from '../checkpoint.js';
import {
  type DestinationExport,
  type DestinationKind,
  destinationError,
  type HeldExport,
  heldExportOf,
  type OpenOptions,
  type PipelineStateAt,
} from '../destination.js';
import { redactedUrl } from './database-url.js';
import { isTableName, TABLE_NAME_RULE, type WriteMode } from './table-schema.js';

export class TableDestination {
  readonly kind = 'table';
  readonly name: string;
  readonly cursorWithRows = true;
  /** Each commit raises the table's fence in its transaction, or is refused (`table-fence.ts`). */
  readonly fences = true;
  readonly keptAfterFailure = 'The committed rows and their cursor are kept in the database.';
  readonly resumeNote: string | undefined;

  /** What the sink connects to, and where `DATABASE_URL`/`PG*` come from: private, never shown. */
  readonly #target: string;
  readonly #env: NodeJS.ProcessEnv;

  /**
   * @param target What the sink connects to (may hold a password: never printed).
   * @param database The database as printed: the URL without its password, or the DuckDB file.
   */
  constructor(
    target: string,
    readonly database: string,
    readonly table: string,
    readonly write: WriteMode,
    passwordGiven: boolean,
    env: NodeJS.ProcessEnv,
  ) {
    this.#target = target;
    this.#env = env;
    this.name = `${database} table ${table}`;
    this.resumeNote = passwordGiven
      ? '(The password is not repeated here: give it with PGPASSWORD.)'
      : undefined;
  }

  async open({ resume, jobId, overwrite, fence }: OpenOptions): Promise<DestinationExport> {
    const { toTable } = await import('./to-table.js');
    const sink = toTable(this.#target, {
      table: this.table,
      write: this.write,
      fence,
      resume,
      overwrite: overwrite ?? !resume,
      env: this.#env,
      ...(jobId === undefined ? {} : { jobId }),
    });
    return { sink };
  }

  /** The export of `jobId`; without it, the table's latest unfinished export. */
  async readCheckpoint(jobId?: string): Promise<Checkpoint | undefined> {
    const { readTableCheckpoint } = await import('./to-table.js');
    return readTableCheckpoint(this.#target, {
      table: this.table,
      env: this.#env,
      ...(jobId === undefined ? {} : { jobId }),
    });
  }

  async claimFence(token: number): Promise<void> {
    const { claimTableFence } = await import('./to-table.js');
    await claimTableFence(this.#target, { table: this.table, env: this.#env }, token);
  }

  /** The table's latest export, finished or not. */
  async latestCheckpoint(): Promise<Checkpoint | undefined> {
    const { readTableCheckpoint } = await import('./to-table.js');
    return readTableCheckpoint(this.#target, { table: this.table, env: this.#env, latest: true });
  }

  /** The password is left out: it comes from `PGPASSWORD` (or `~/.pgpass`) again. */
  resumeArgs(): string[] {
    const args = ['-o', this.database];
    if (this.table !== 'pages') args.push('--table', this.table);
    if (this.write !== 'merge') args.push('--write', this.write);
    args.push('--resume');
    return args;
  }

  pipelineState(state: string | undefined): PipelineStateAt {
    if (state !== undefined)
      throw destinationError(
        'state',
        'kept_in_destination',
        'a table keeps its pipeline state in its own database',
      );
    return {
      byDefault: true,
      tag: pipelineTag(this.table, this.name),
      open: async (fence) =>
        (await import('./table-state-store.js')).tableChangeStore(this.#target, {
          table: this.table,
          env: this.#env,
          fence,
        }),
    };
  }

  async heldExport(jobId: string): Promise<HeldExport | undefined> {
    return heldExportOf(await this.readCheckpoint(jobId), jobId);
  }
}

export const tableKind: DestinationKind = {
  kind: 'table',
  describe: 'a database (-o postgres://USER@HOST/DB or -o FILE.duckdb)',
  forms: 'be postgres://USER@HOST/DB or FILE.duckdb for a table',
  options: ['table', 'write'],
  // With `embed`, a database is a vector table (`vectors/vector-destination.ts`).
  matches: (target, options) => options.embed === undefined && isTableTarget(target),
  create(target, { options, env }) {
    const table = options.table ?? 'pages';
    if (!isTableName(table))
      throw destinationError('table', 'invalid_name', `${TABLE_NAME_RULE} (got "${table}")`);
    const write = options.write ?? 'merge';
    if (write !== 'merge' && write !== 'append')
      throw destinationError('write', 'invalid_value', `merge or append (got "${write}")`);
    const { url, database, passwordGiven } = databaseTarget(target as string, env);
    return new TableDestination(url, database, table, write, passwordGiven, env);
  },
};

/** Whether `target` names a database: `postgres://…`, `postgres`, or a DuckDB file. */
export function isTableTarget(target: string | undefined): boolean {
  return target !== undefined && (isPostgres(target) || /\.(duckdb|ddb)$/i.test(target));
}

/**
 * The database `raw` names: what to connect to (`postgres` is `DATABASE_URL`), and the URL as printed,
 * without its password.
 */
export function databaseTarget(
  raw: string,
  env: NodeJS.ProcessEnv,
): { url: string; database: string; passwordGiven: boolean } {
  const postgres = isPostgres(raw);
  const url = raw === 'postgres' ? (env.DATABASE_URL ?? 'postgres://') : raw;
  const database = postgres ? redactedUrl(url) : url;
  try {
    return { url, database, passwordGiven: postgres && new URL(url).password !== '' };
  } catch {
    throw destinationError('output', 'invalid_url', `not a valid postgres:// URL (got "${database}")`);
  }
}

function isPostgres(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target) || target === 'postgres';
}
