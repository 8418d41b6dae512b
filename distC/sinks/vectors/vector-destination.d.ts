import { type Encoding } from '../../chunks/token-counter.js';
import type { Checkpoint } from '../checkpoint.js';
import { type DestinationExport, type DestinationKind, type HeldExport, type OpenOptions, type PipelineStateAt } from '../destination.js';
/** Where embeddings go when neither `--embed-url` nor `EMBEDDINGS_URL` says. */
export declare const DEFAULT_EMBEDDINGS_URL = "https://api.openai.com/v1";
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
export declare class VectorDestination {
    #private;
    readonly database: string;
    readonly table: string;
    readonly settings: VectorSettings;
    readonly kind = "vectors";
    readonly name: string;
    readonly cursorWithRows = true;
    readonly fences: boolean;
    readonly keptAfterFailure = "The committed chunks and their cursor are kept in the database.";
    /**
     * A page is held while its chunks are embedded and written, seconds at the embedder's pace, so one page
     * read ahead keeps the step fed: a window of 2 held peak RSS into Postgres at 248-249 MB where 3 took
     * 262-267 (233 MB of JSON), at the same speed against the embedder's floor (`benchmarks/vectors.mjs`).
     */
    readonly pageWindow = 2;
    readonly resumeNote: string | undefined;
    constructor(target: string, database: string, table: string, settings: VectorSettings, passwordGiven: boolean, env: NodeJS.ProcessEnv);
    /** The database takes vectors (pgvector) and the table is one of chunks of the same model. */
    check(): Promise<void>;
    open({ resume, jobId, overwrite, fence }: OpenOptions): Promise<DestinationExport>;
    /** What the export embedded: the summary's figures, its sentence and the load record's. */
    costs(): {
        fields: {
            chunks: number;
            embeddedChunks: number;
            embedTokens: number;
        };
        line: string;
        load: {
            embedding: {
                model: string;
                chunks: number;
                embeddedChunks: number;
                embedTokens: number;
                calls: number;
            };
        };
    } | undefined;
    readCheckpoint(jobId?: string): Promise<Checkpoint | undefined>;
    latestCheckpoint(): Promise<Checkpoint | undefined>;
    resumeArgs(): string[];
    pipelineState(state: string | undefined): PipelineStateAt;
    heldExport(jobId: string): Promise<HeldExport | undefined>;
}
export declare const vectorsKind: DestinationKind;
