/** `-o` and the flags that shape it, read into a destination by the registry (`destinationFor`). */
import type { Destination, WritableLike } from '../sinks/destination.js';
export type { Destination };
/** `-o` and the flags that shape it. */
export interface OutputFlags {
    /** `--format`: the part files of a dataset. */
    parts?: string | undefined;
    /** `--partition-by`. */
    partitionBy?: string | undefined;
    /** `--table`. */
    table?: string | undefined;
    /** `--write`. */
    write?: string | undefined;
    /** `--embed` and the flags that shape a vector table. */
    embed?: string | undefined;
    embedUrl?: string | undefined;
    embedDimensions?: string | undefined;
    embedConcurrency?: string | undefined;
    maxEmbedTokens?: string | undefined;
    chunkTokens?: string | undefined;
    chunkOverlap?: string | undefined;
    tokenizer?: string | undefined;
    /** Where `-o postgres` finds `DATABASE_URL`. */
    env?: NodeJS.ProcessEnv | undefined;
    /** Where `-o -` writes. */
    stdout?: WritableLike | undefined;
}
/** The flag of each destination option, for messages. */
export declare const OUTPUT_OPTION_FLAGS: Readonly<Record<string, string>>;
/**
 * The destination `-o` names (see `destinationFor`): `.jsonl`, `.jsonl.gz` (also `.ndjson`) or `.parquet`;
 * `DIR/` or `s3://` is a dataset (`--format`, `--partition-by`); `postgres://…` (or `postgres`) or a
 * `.duckdb` file is a table (`--table`, `--write`); `-` or no `-o` writes JSONL to stdout. Anything else, or
 * a flag for another kind, is a usage error naming the flag. A run that embeds (`--embed`) holds the heap's
 * growth to 1.5× (`heap-growth.ts`).
 */
export declare function outputTarget(raw: string | undefined, flags?: OutputFlags): Destination;
/** Runs `read`, turning a destination's `ValidationError` into a usage error that names the flag. */
export declare function asUsageError<T>(read: () => T, command?: string): T;
/** The destination's own check before anything is sent; its refusal is a usage error naming the flag. */
export declare function checkOutput(output: Destination, command?: string): Promise<void>;
