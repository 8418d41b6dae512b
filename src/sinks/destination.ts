/**
 * A destination: everything a pipeline needs from one kind of output, behind one interface. Each kind
 * (`stdout`, `jsonl`, `parquet`, `dataset`, `table`, or one of your own) lives in its own folder and is
 * registered once (`registerDestination`); `destinationFor(target)` picks the kind `-o` names. A pipeline
 * never asks which kind it writes to: it asks the destination.
 */
import type { OperatorFunction } from 'rxjs';
import type { ChangeStore } from '../changes/change-store.js';
import { ValidationError } from '../errors/errors.js';
import type { PageOwner } from '../paging/owned-pages.js';
import type { Checkpoint } from './checkpoint.js';
import type { SinkPage } from './run-sink.js';
import type { SinkSummary } from './sink-summary.js';

/** A writable byte stream such as `process.stdout`. */
export interface WritableLike {
  write(chunk: string | Uint8Array, callback?: (error?: Error | null) => void): boolean;
}

/** What a destination is made from besides its target (`-o`). */
export interface DestinationSettings {
  /**
   * The options that shape it, by name (`table`, `write`, `parts`, `partitionBy`, or a kind's own); each
   * kind reads only those it lists in `DestinationKind.options`.
   */
  options?: Readonly<Record<string, string | undefined>>;
  /** Where credentials and defaults come from (`DATABASE_URL`, `PG*`, `AWS_*`). Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Where the `stdout` kind writes. Default `process.stdout`. */
  stdout?: WritableLike;
}

/** A kind of destination: how `-o` names one, and how one is made. */
export interface DestinationKind {
  /** Its name: `jsonl`, `table`, or your own. */
  readonly kind: string;
  /** What it is and how `-o` names one: `a database (-o postgres://USER@HOST/DB or -o FILE.duckdb)`. */
  readonly describe: string;
  /** How a target names one, completing "the name must …": `end in .parquet`. */
  readonly forms: string;
  /** The options it reads besides the target; any other option given with it is refused. */
  readonly options?: readonly string[];
  /**
   * Whether `target` (`undefined`: no `-o`) names a destination of this kind, given the options (a vector
   * table is a database target with `embed`).
   */
  matches(target: string | undefined, options: Readonly<Record<string, string | undefined>>): boolean;
  /** The destination `target` names; a bad option throws a `ValidationError` naming it and the rule. */
  create(target: string | undefined, settings: Required<DestinationSettings>): Destination;
}

/** How one export into a destination starts. */
export interface OpenOptions {
  /** Continue the export the destination's checkpoint describes. */
  resume: boolean;
  /** The job whose pages come, when known before the first page (a table keeps one cursor per job). */
  jobId?: string | undefined;
  /**
   * A pipeline's run: the export adds to what earlier runs wrote (a dataset's parts, a table's rows, a
   * file's lines) instead of replacing it.
   */
  append?: boolean;
  /**
   * Discard an unfinished export that is not the one resumed (default: when not resuming). `false` refuses
   * it with a `CheckpointError` instead.
   */
  overwrite?: boolean;
  /**
   * The fencing token of a fleet's run: claimed in the destination before its checkpoint is read, and
   * committed with every checkpoint; a commit after a run with a higher token claimed it is refused with a
   * `FencedError`. Only a destination that `fences` takes one.
   */
  fence?: number | undefined;
}

/** What an export wrote, as far as it is durable. */
export interface Written {
  records: number;
  /** Characters of document JSON. */
  bytes: number;
}

/** One export into a destination. */
export interface DestinationExport {
  /** Writes the pages and emits one summary once they are durably in the destination. */
  readonly sink: OperatorFunction<SinkPage, SinkSummary>;
  /**
   * After a failure, where a kind without a checkpoint stopped: what it wrote and the job position after
   * it (`--skip`). Kinds with a checkpoint read it instead (`Destination.readCheckpoint`).
   */
  stoppedAt?(): Written & { skip: number | undefined };
}

/** Where a pipeline keeps its state in a destination. */
export interface PipelineStateAt {
  /** The state's own file, when it is one (beside a file output, or `--state`). */
  readonly file?: string;
  /** Whether `file` is where it is by default (a resume command then leaves it out). */
  readonly byDefault: boolean;
  /** The pipeline's change-tracking tag: its name and a hash of where its state is. */
  readonly tag: string;
  /**
   * Opens the store (modules loaded on use). `fence`: a fleet's run's token, which every write of the
   * store's journal and state checks against the destination's fence (`OpenOptions.fence`).
   */
  open(fence?: number): Promise<ChangeStore>;
}

/** An export of a job that a destination holds, complete or not. */
export interface HeldExport {
  /** Nothing is left for the sink to do. */
  finished: boolean;
  /** The job's position the export continues from. */
  skip: number;
  /** Characters of document JSON it holds. */
  jsonBytes: number;
}

/** One destination: a file, a dataset, a table, stdout, or a kind of your own. */
export interface Destination {
  /** Its kind's name. */
  readonly kind: string;
  /** As messages name it: a path, a URL without its password, `-` for stdout. */
  readonly name: string;
  /** The documents go to the process's standard output (a summary goes to stderr then). */
  readonly streamsToStdout?: boolean;
  /** What the pages' buffers may be reused by: set when the sink is their only reader. */
  readonly pageOwner?: PageOwner;
  /**
   * The most status pages an export into it reads ahead and holds at once (the paging `window`), when
   * fewer than the default: a destination that holds more per page than its bytes while it writes it (a
   * vector table: the page's chunks and their vectors) asks for fewer.
   */
  readonly pageWindow?: number;
  /**
   * Checks, before anything is sent to the service, that an export can be written here (a file's folder
   * exists); throws a `ValidationError` naming `output` and the rule when not.
   */
  check?(): Promise<void>;
  /** Opens one export. */
  open(options: OpenOptions): Promise<DestinationExport>;
  /**
   * The checkpoint of its export (of `jobId`, where it keeps one per job); absent when an export into it
   * cannot be resumed.
   */
  readCheckpoint?(jobId?: string): Promise<Checkpoint | undefined>;
  /** Where it keeps one checkpoint per job: the latest export's, finished or not. */
  latestCheckpoint?(): Promise<Checkpoint | undefined>;
  /**
   * The cursor is committed with the rows, in a store that must be read (a database): an unfinished export
   * of the same job continues without asking, and a store that cannot be read is an error.
   */
  readonly cursorWithRows?: boolean;
  /** The `-o` arguments (and the flags that shape it) of a command that continues its export. */
  resumeArgs(at: { skip?: number | undefined }): string[];
  /** What a failed export keeps, said after the failure (default: the output and its checkpoint). */
  readonly keptAfterFailure?: string;
  /** A note printed under a resume command (what it leaves out). */
  readonly resumeNote?: string | undefined;
  /** Finishes an export whose checkpoint says complete but whose last step may not have run. */
  completeFinished?(): Promise<void>;
  /**
   * Why an export must not replace what is there unasked (a finished export, `finished`, or a file no
   * checkpoint accounts for), or `undefined`.
   */
  replaceRefusal?(finished?: { jobId: string | null; records: number }): string | undefined;
  /** Where failed pages go by default (`<file>.errors.jsonl`), when in a file of their own. */
  readonly errorsFile?: string;
  /** Writes a job's failed pages into the destination itself (a dataset's `errors/`); returns where. */
  writeFailedPages?(
    job: { jobId: string; failed: number; robotsBlocked: number },
    lines: string,
  ): Promise<string>;
  /** Writes JSON records (search results, a map), one line each, replacing what was there. */
  writeRecords?(lines: readonly string[]): Promise<void>;
  /** Where a pipeline keeps its state (`state`: a file the user chose); absent when it cannot. */
  pipelineState?(state: string | undefined): PipelineStateAt;
  /** The export of `jobId` it holds, complete or not, for a pipeline that adds one export per run. */
  readonly heldExport?: ((jobId: string) => Promise<HeldExport | undefined>) | undefined;
  /** Reads back the documents an unfinished export holds, for `--dedupe` to know them. */
  heldDocuments?(records: number): AsyncIterable<string>;
  /**
   * It commits a fleet's fencing token with every checkpoint (`OpenOptions.fence`), so a run that lost its
   * lease cannot write after another took it over.
   */
  readonly fences?: boolean;
  /**
   * Claims a fleet run's fencing token without opening an export: a run that finds its export finished
   * reads and writes nothing, yet an earlier attempt that wakes up must meet its token at its next commit.
   */
  claimFence?(token: number): Promise<void>;
  /** What the last export into it spent besides credits (a vector table's embedding), once it opened. */
  costs?(): DestinationCosts | undefined;
}

/** What an export spent besides credits, as its summary, its summary line and its load record say it. */
export interface DestinationCosts {
  /** Fields of the `--json` summary (`embedTokens`, ...). */
  fields: Record<string, number>;
  /** A sentence for the summary line, starting with a space. */
  line: string;
  /** Fields of the pipeline's load record. */
  load: Record<string, unknown>;
}

/**
 * Why a fleet's run cannot write to `destination`: it does not commit a fencing token
 * (`Destination.fences`), so a worker that lost its lease could still write; `undefined` when it can.
 */
export function fenceRefusal(destination: Destination): string | undefined {
  if (destination.fences === true) return undefined;
  return `${destination.name} cannot refuse a worker that lost its lease (it keeps no fencing token); a fleet's pipeline writes to a JSONL or Parquet file, a DuckDB file or Postgres`;
}

/**
 * The export of `jobId` a checkpoint describes, complete or not: its own documents' JSON, not that of the
 * exports it was appended to; `undefined` when the checkpoint is another job's.
 */
export function heldExportOf(checkpoint: Checkpoint | undefined, jobId: string): HeldExport | undefined {
  if (checkpoint?.jobId !== jobId) return undefined;
  const before = checkpoint.appendedTo?.jsonBytes ?? 0;
  return {
    finished: checkpoint.complete,
    skip: checkpoint.cursor.skip,
    jsonBytes: checkpoint.jsonBytes - before,
  };
}

/** A `ValidationError` about one option of a destination (`output` for the target itself). */
export function destinationError(option: string, rule: string, message: string): ValidationError {
  return new ValidationError(`${option}: ${message}`, [{ path: option, rule, message }]);
}
