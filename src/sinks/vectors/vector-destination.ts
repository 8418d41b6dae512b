/**
 * `-o FILE.duckdb` or `-o postgres://…` with `--embed MODEL`: a vector table, one row per chunk of each
 * page, embedded by an OpenAI-compatible server (`--embed-url`, else `EMBEDDINGS_URL`, else OpenAI's). The
 * chunks, the export's cursor and a pipeline's state commit together in the database, as a table's rows do.
 */
import { resolve } from 'node:path';
import { pipelineTag } from '../../changes/pipeline-tag.js';
import { DEFAULT_CHUNK_OVERLAP, DEFAULT_CHUNK_TOKENS } from '../../chunks/chunk-markdown.js';
import { ENCODINGS, type Encoding } from '../../chunks/token-counter.js';
import type { EmbeddingUsage } from '../../embeddings/embed-pages.js';
import { VECTOR_PAGE_OWNER } from '../../embeddings/page-parts.js';
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
import { lanceDir } from '../lancedb/lance-target.js';
import { databaseTarget, isTableTarget, TableDestination } from '../table/table-destination.js';
import { isTableName, TABLE_NAME_RULE } from '../table/table-schema.js';

/** Where embeddings go when neither `--embed-url` nor `EMBEDDINGS_URL` says. */
export const DEFAULT_EMBEDDINGS_URL = 'https://api.openai.com/v1';

/** How a vector table's chunks are made and embedded. */
export interface VectorSettings {
  model: string;
  /** The embeddings server, up to `/v1`, as given (`--embed-url`), or `undefined` for the default. */
  url: string | undefined;
  dimensions: number | undefined;
  concurrency: number;
  maxEmbedTokens: number | undefined;
  chunkTokens: number;
  chunkOverlap: number;
  tokenizer: Encoding;
}

export class VectorDestination {
  readonly kind = 'vectors';
  readonly name: string;
  readonly cursorWithRows = true;
  readonly fences: boolean;
  readonly keptAfterFailure = 'The committed chunks and their cursor are kept in the database.';
  /**
   * A page is held while its chunks are embedded and written, seconds at the embedder's pace, so one page
   * read ahead keeps the step fed: a window of 2 held peak RSS into Postgres at 248-249 MB where 3 took
   * 262-267 (233 MB of JSON), at the same speed against the embedder's floor (`benchmarks/vectors.mjs`).
   */
  readonly pageWindow = 2;
  readonly pageOwner = VECTOR_PAGE_OWNER;
  readonly resumeNote: string | undefined;
  readonly #target: string;
  readonly #env: NodeJS.ProcessEnv;
  #usage: EmbeddingUsage | undefined;
  /**
   * The database's table as the table destination reads it: the export's cursor and the pipeline's state
   * are kept there alike (`crawlstream_exports`, `crawlstream_state`, keyed by the table).
   */
  readonly #rows: TableDestination;

  constructor(
    target: string,
    readonly database: string,
    readonly table: string,
    readonly settings: VectorSettings,
    passwordGiven: boolean,
    env: NodeJS.ProcessEnv,
  ) {
    this.#target = target;
    // A LanceDB folder's commits cannot check a fencing token; a database's commit checks it (`table-fence.ts`).
    this.fences = lanceDir(target) === undefined;
    this.#env = env;
    this.#rows = new TableDestination(target, database, table, 'merge', passwordGiven, env);
    this.name = `${database} table ${table}`;
    this.resumeNote = passwordGiven
      ? '(The password is not repeated here: give it with PGPASSWORD.)'
      : undefined;
  }

  /** The database takes vectors (pgvector) and the table is one of chunks of the same model. */
  async check(): Promise<void> {
    if (this.#lance) return;
    const { checkVectorTable } = await import('./vector-check.js');
    await checkVectorTable(this.#target, this.table, this.settings.model, this.#env);
  }

  async open({ resume, jobId, overwrite, fence }: OpenOptions): Promise<DestinationExport> {
    const [{ toVectorTable }, { embeddingsClient }] = await Promise.all([
      import('./to-vector-table.js'),
      import('../../embeddings/embeddings-client.js'),
    ]);
    const s = this.settings;
    const embedder = embeddingsClient({
      url: s.url ?? this.#env.EMBEDDINGS_URL ?? DEFAULT_EMBEDDINGS_URL,
      model: s.model,
      apiKey: this.#env.EMBEDDINGS_API_KEY ?? this.#env.OPENAI_API_KEY,
      dimensions: s.dimensions,
    });
    const sink = toVectorTable(this.#target, {
      embedder,
      table: this.table,
      tokenizer: s.tokenizer,
      maxTokens: s.chunkTokens,
      overlapTokens: s.chunkOverlap,
      concurrency: s.concurrency,
      ...(s.maxEmbedTokens === undefined ? {} : { maxEmbedTokens: s.maxEmbedTokens }),
      resume,
      overwrite: overwrite ?? !resume,
      fence,
      env: this.#env,
      ...(jobId === undefined ? {} : { jobId }),
      onUsage: (usage) => {
        this.#usage = usage;
      },
    });
    return { sink };
  }

  /** What the export embedded: the summary's figures, its sentence and the load record's. */
  costs() {
    const usage = this.#usage;
    if (usage === undefined) return undefined;
    return {
      fields: { chunks: usage.chunks, embeddedChunks: usage.embeddedChunks, embedTokens: usage.embedTokens },
      line: ` Embedded ${usage.embeddedChunks} of ${usage.chunks} chunks with ${usage.model}: ${usage.embedTokens} tokens in ${usage.calls} requests.`,
      load: { embedding: { ...usage } },
    };
  }

  async readCheckpoint(jobId?: string): Promise<Checkpoint | undefined> {
    if (this.#lance) {
      const exports = await this.#lanceExports();
      return jobId === undefined ? exports.find((e) => !e.complete) : exports.find((e) => e.jobId === jobId);
    }
    return this.#rows.readCheckpoint(jobId);
  }

  async claimFence(token: number): Promise<void> {
    if (!this.fences) return;
    await this.#rows.claimFence(token);
  }

  async latestCheckpoint(): Promise<Checkpoint | undefined> {
    if (this.#lance) return (await this.#lanceExports())[0];
    return this.#rows.latestCheckpoint();
  }

  /** A LanceDB folder's exports, latest first. */
  async #lanceExports(): Promise<Checkpoint[]> {
    const [lancedb, { readLanceExports }] = await Promise.all([
      import('@lancedb/lancedb'),
      import('../lancedb/lance-export.js'),
    ]);
    const dir = lanceDir(this.#target) as string;
    const db = await lancedb.connect(dir);
    try {
      return await readLanceExports(db, this.table, dir);
    } finally {
      db.close();
    }
  }

  get #lance(): boolean {
    return lanceDir(this.#target) !== undefined;
  }

  resumeArgs(): string[] {
    const s = this.settings;
    const args = ['-o', this.database, '--table', this.table, '--embed', s.model];
    if (s.url !== undefined) args.push('--embed-url', s.url);
    if (s.dimensions !== undefined) args.push('--embed-dimensions', String(s.dimensions));
    if (s.chunkTokens !== DEFAULT_CHUNK_TOKENS) args.push('--chunk-tokens', String(s.chunkTokens));
    if (s.chunkOverlap !== DEFAULT_CHUNK_OVERLAP) args.push('--chunk-overlap', String(s.chunkOverlap));
    if (s.tokenizer !== 'o200k_base') args.push('--tokenizer', s.tokenizer);
    args.push('--resume');
    return args;
  }

  pipelineState(state: string | undefined): PipelineStateAt {
    if (this.#lance) {
      // LanceDB has no transactions: the state is a file of its own, beside the folder unless `--state` says.
      const file = resolve(state ?? `${(lanceDir(this.#target) as string).replace(/\/+$/, '')}.state`);
      return {
        file,
        byDefault: state === undefined,
        tag: pipelineTag(this.table, file),
        open: async () => (await import('../../changes/text-change-store.js')).fileChangeStore(file),
      };
    }
    return this.#rows.pipelineState(state);
  }

  async heldExport(jobId: string): Promise<HeldExport | undefined> {
    return heldExportOf(await this.readCheckpoint(jobId), jobId);
  }
}

export const vectorsKind: DestinationKind = {
  kind: 'vectors',
  describe:
    'a vector table (-o FILE.duckdb, -o postgres://USER@HOST/DB or -o lancedb:DIR, with --embed MODEL)',
  forms: 'be FILE.duckdb, postgres://USER@HOST/DB or lancedb:DIR with --embed MODEL for a vector table',
  options: [
    'table',
    'embed',
    'embedUrl',
    'embedDimensions',
    'embedConcurrency',
    'maxEmbedTokens',
    'chunkTokens',
    'chunkOverlap',
    'tokenizer',
  ],
  matches: (target, options) =>
    (options.embed !== undefined && isTableTarget(target)) || lanceDir(target) !== undefined,
  create(target, { options, env }) {
    const table = options.table ?? 'chunks';
    if (!isTableName(table))
      throw destinationError('table', 'invalid_name', `${TABLE_NAME_RULE} (got "${table}")`);
    // A LanceDB folder is a vector table with or without `--embed`, which it then asks for.
    const model = options.embed ?? '';
    if (model.trim() === '')
      throw destinationError('embed', 'required', `the embedding model to use (got "${model}")`);
    const { url, database, passwordGiven } =
      lanceDir(target) === undefined
        ? databaseTarget(target as string, env)
        : { url: target as string, database: target as string, passwordGiven: false };
    return new VectorDestination(url, database, table, vectorSettings(model, options), passwordGiven, env);
  },
};

function vectorSettings(
  model: string,
  options: Readonly<Record<string, string | undefined>>,
): VectorSettings {
  const tokenizer = (options.tokenizer ?? 'o200k_base') as Encoding;
  if (!ENCODINGS.includes(tokenizer))
    throw destinationError('tokenizer', 'invalid_value', `${ENCODINGS.join(' or ')} (got "${tokenizer}")`);
  const chunkTokens = whole(options, 'chunkTokens', 16, 8192) ?? DEFAULT_CHUNK_TOKENS;
  const chunkOverlap =
    whole(options, 'chunkOverlap', 0, chunkTokens - 1) ?? Math.min(DEFAULT_CHUNK_OVERLAP, chunkTokens - 1);
  if (options.embedUrl !== undefined) {
    try {
      new URL(options.embedUrl);
    } catch {
      throw destinationError(
        'embedUrl',
        'invalid_url',
        `an http(s) URL up to /v1 (got "${options.embedUrl.replace(/\/\/[^@/]*@/, '//')}")`,
      );
    }
  }
  return {
    model,
    url: options.embedUrl,
    dimensions: whole(options, 'embedDimensions', 1, 16_000),
    concurrency: whole(options, 'embedConcurrency', 1, 64) ?? 4,
    maxEmbedTokens: whole(options, 'maxEmbedTokens', 1, Number.MAX_SAFE_INTEGER),
    chunkTokens,
    chunkOverlap,
    tokenizer,
  };
}

/** An option that must be a whole number from `min` to `max`, or `undefined` when not given. */
function whole(
  options: Readonly<Record<string, string | undefined>>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const raw = options[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max)
    throw destinationError(name, 'invalid_value', `a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}
