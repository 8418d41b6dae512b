/** `-o` and the flags that shape it, read into a destination by the registry (`destinationFor`). */
import { destinationFor } from '../sinks/destinations.js';
import { holdHeapGrowth } from './heap-growth.js';
import { UsageError } from './usage-error.js';
import { isValidationError, validationMessage } from './validation-message.js';
/** The flag of each destination option, for messages. */
export const OUTPUT_OPTION_FLAGS = {
    output: '-o/--output',
    parts: '--format',
    partitionBy: '--partition-by',
    table: '--table',
    write: '--write',
    state: '--state',
    embed: '--embed',
    embedUrl: '--embed-url',
    embedDimensions: '--embed-dimensions',
    embedConcurrency: '--embed-concurrency',
    maxEmbedTokens: '--max-embed-tokens',
    chunkTokens: '--chunk-tokens',
    chunkOverlap: '--chunk-overlap',
    tokenizer: '--tokenizer',
};
/**
 * The destination `-o` names (see `destinationFor`): `.jsonl`, `.jsonl.gz` (also `.ndjson`) or `.parquet`;
 * `DIR/` or `s3://` is a dataset (`--format`, `--partition-by`); `postgres://…` (or `postgres`) or a
 * `.duckdb` file is a table (`--table`, `--write`); `-` or no `-o` writes JSONL to stdout. Anything else, or
 * a flag for another kind, is a usage error naming the flag. A run that embeds (`--embed`) holds the heap's
 * growth to 1.5× (`heap-growth.ts`).
 */
export function outputTarget(raw, flags = {}) {
    const { env, stdout, ...options } = flags;
    if (options.embed !== undefined)
        holdHeapGrowth();
    return asUsageError(() => destinationFor(raw, {
        options,
        ...(env === undefined ? {} : { env }),
        ...(stdout === undefined ? {} : { stdout }),
    }));
}
/** Runs `read`, turning a destination's `ValidationError` into a usage error that names the flag. */
export function asUsageError(read, command) {
    try {
        return read();
    }
    catch (err) {
        throw usageErrorOf(err, command);
    }
}
/** The destination's own check before anything is sent; its refusal is a usage error naming the flag. */
export async function checkOutput(output, command) {
    try {
        await output.check?.();
    }
    catch (err) {
        throw usageErrorOf(err, command);
    }
}
/** A destination's `ValidationError` as a usage error naming the flag; any other error as it is. */
function usageErrorOf(err, command) {
    return isValidationError(err) ? new UsageError(validationMessage(err, OUTPUT_OPTION_FLAGS), command) : err;
}
