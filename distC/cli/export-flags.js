import { DEFAULT_READ_AHEAD } from '../paging/read-ahead.js';
import { changeFlags, changeSetup } from './change-flags.js';
import { maxFailedFlag, parseMaxFailed } from './failed-pages.js';
import { enumFlag, integerFlag } from './flag-values.js';
import { pollIntervalFlag } from './global-flags.js';
import { checkOutput, outputTarget } from './output-target.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
/** Flags shared by the commands that export a job's documents (`crawl`, `batch`, `pages`). */
export const exportFlags = {
    output: {
        type: 'string',
        short: 'o',
        value: 'FILE',
        description: 'output file: .jsonl, .jsonl.gz or .parquet; DIR/ or s3://BUCKET/PREFIX/ for a dataset; postgres://USER@HOST/DB or FILE.duckdb for a table; - or none writes JSONL to stdout',
    },
    table: {
        type: 'string',
        value: 'NAME',
        description: 'the table a database output writes (default pages)',
    },
    write: {
        type: 'string',
        value: 'MODE',
        description: 'how a table is written: merge (default: one row per canonical URL, the newest wins) or append (every document, with its job)',
    },
    format: {
        type: 'string',
        value: 'FORMAT',
        description: 'part files of a dataset: parquet (default) or jsonl',
    },
    'partition-by': {
        type: 'string',
        value: 'COLS',
        description: 'partition columns of a dataset, in path order: job_id, host, date (default job_id,date)',
    },
    embed: {
        type: 'string',
        value: 'MODEL',
        description: 'with a database output: cut each page into chunks, embed them with MODEL and write one row per chunk (a vector table, --table default chunks)',
    },
    'embed-url': {
        type: 'string',
        value: 'URL',
        description: 'the OpenAI-compatible embeddings server, up to /v1 (default EMBEDDINGS_URL, else https://api.openai.com/v1); key from EMBEDDINGS_API_KEY or OPENAI_API_KEY',
    },
    'embed-dimensions': { type: 'string', value: 'N', description: 'ask the model for vectors of N numbers' },
    'embed-concurrency': {
        type: 'string',
        value: 'N',
        description: 'embedding requests in flight (default 4)',
    },
    'max-embed-tokens': {
        type: 'string',
        value: 'N',
        description: 'stop before the embedding tokens pass N (the pages embedded so far are kept; resume with more)',
    },
    'chunk-tokens': { type: 'string', value: 'N', description: 'the most tokens of a chunk (default 512)' },
    'chunk-overlap': {
        type: 'string',
        value: 'N',
        description: 'tokens a chunk repeats of the one before, in whole sentences (default 64)',
    },
    tokenizer: {
        type: 'string',
        value: 'NAME',
        description: 'how chunks are counted: o200k_base (default) or cl100k_base',
    },
    dedupe: { type: 'boolean', description: 'drop documents whose canonical URL was already written' },
    errors: {
        type: 'string',
        value: 'FILE',
        description: "write the job's failed pages and robots-blocked URLs here (default: beside the output, OUTPUT.errors.jsonl)",
    },
    resume: {
        type: 'boolean',
        description: 'continue the export at its checkpoint (beside the output file, or in the database)',
    },
    force: { type: 'boolean', description: 'start over, discarding an unfinished export at the output file' },
    overwrite: { type: 'boolean', description: 'replace the finished export (or any file) at the output file' },
    'read-ahead': {
        type: 'string',
        value: 'N',
        description: `status pages read at once (default ${DEFAULT_READ_AHEAD}); 1 reads one at a time`,
    },
    'page-limit': {
        type: 'string',
        value: 'N',
        description: 'documents per status page (service default 100; pages are also cut at 10 MiB)',
    },
    'status-stream': {
        type: 'string',
        value: 'HOW',
        description: "a running crawl's documents: poll (status pages, the default) or websocket (pushed as scraped)",
    },
    'max-failed': maxFailedFlag,
    ...changeFlags,
};
/**
 * Reads `-o`, `--dedupe` and `--resume`. With `--resume` the checkpoint (beside the output, or in the
 * database of a table) says which job and where; a stdout export cannot resume this way and says to use
 * `pages --skip`. `job.id`: the job the command exports, when known before it starts (`pages`, a fleet's
 * run that adopts its job): a table's unfinished export of it is then continued without `--resume`, since
 * its cursor is in the database; `job.adopted`, an earlier attempt of the same fleet run started it, so an
 * unfinished export of it in any destination is that run's own and is continued.
 */
export async function exportSetup(flags, ctx, job = {}) {
    const jobId = job.id;
    const output = outputFromFlags(flags, ctx);
    await checkOutput(output);
    const paging = exportPaging(flags);
    const errorsFile = string(flags.errors);
    const dedupe = flags.dedupe === true ? (await import('../operators/index.js')).hashSetStore() : undefined;
    const changes = changeSetup(flags, output);
    const maxFailed = parseMaxFailed(string(flags['max-failed']));
    const fresh = { output, dedupe, resume: undefined, paging, errorsFile, changes, maxFailed };
    if (output.readCheckpoint === undefined) {
        if (flags.resume === true) {
            throw new UsageError('--resume: needs -o FILE (a stdout export continues with `crawlstream pages <jobId> --skip N`)');
        }
        return fresh;
    }
    const withRows = output.cursorWithRows === true;
    if (flags.force === true && flags.resume !== true)
        return fresh;
    const replacing = flags.overwrite === true && flags.resume !== true;
    // An unreadable checkpoint file counts as none for a run that does not resume; a database that cannot be
    // read is an error either way.
    const checkpoint = await output.readCheckpoint(withRows ? jobId : undefined).catch((err) => {
        if (flags.resume === true || withRows)
            throw err;
        return undefined;
    });
    // No checkpoint, or one written before the first page arrived: nothing to continue, start afresh.
    if (checkpoint === undefined || checkpoint.jobId === null || checkpoint.kind === null) {
        if (!replacing && flags.resume !== true)
            refuseToReplace(output);
        return fresh;
    }
    if (checkpoint.kind === 'monitor') {
        if (checkpoint.complete && flags.resume !== true)
            return fresh;
        throw new UsageError(`${output.name} has an export of monitor check ${checkpoint.jobId}: continue it with crawlstream monitor export`);
    }
    // A fleet run's own export of the job it adopted is continued, even finished (then nothing is read again).
    const adoptedExport = job.adopted === true && jobId !== undefined && checkpoint.jobId === jobId;
    if (flags.resume !== true) {
        if (checkpoint.complete && !adoptedExport) {
            if (!replacing)
                refuseToReplace(output, checkpoint);
            return fresh;
        }
        const ours = adoptedExport || (jobId !== undefined && withRows);
        if (!ours) {
            throw new UsageError(`${output.name} has an unfinished export of job ${checkpoint.jobId} (${checkpoint.records} documents): add --resume to continue it, or --force to start over`);
        }
    }
    if (dedupe && output.heldDocuments && !checkpoint.complete) {
        const { seedDedupe } = await import('./dedupe-seed.js');
        await seedDedupe(output.heldDocuments(checkpoint.records), dedupe);
    }
    return {
        ...fresh,
        resume: {
            jobId: checkpoint.jobId,
            kind: checkpoint.kind,
            skip: checkpoint.cursor.skip,
            records: checkpoint.records,
            bytes: checkpoint.jsonBytes,
            complete: checkpoint.complete,
        },
    };
}
/** The output `-o` names, shaped by `--format`, `--partition-by`, `--table` and `--write`. */
export function outputFromFlags(flags, ctx) {
    return outputTarget(string(flags.output), {
        parts: string(flags.format),
        partitionBy: string(flags['partition-by']),
        table: string(flags.table),
        write: string(flags.write),
        embed: string(flags.embed),
        embedUrl: string(flags['embed-url']),
        embedDimensions: string(flags['embed-dimensions']),
        embedConcurrency: string(flags['embed-concurrency']),
        maxEmbedTokens: string(flags['max-embed-tokens']),
        chunkTokens: string(flags['chunk-tokens']),
        chunkOverlap: string(flags['chunk-overlap']),
        tokenizer: string(flags.tokenizer),
        env: ctx.env,
        stdout: ctx.stdout,
    });
}
function exportPaging(flags) {
    const readAhead = integerFlag('read-ahead', string(flags['read-ahead']), { min: 1, max: 64 });
    const pageLimit = integerFlag('page-limit', string(flags['page-limit']), { min: 1 });
    const statusStream = enumFlag('status-stream', string(flags['status-stream']), ['poll', 'websocket']);
    const pollIntervalMs = pollIntervalFlag(flags);
    return {
        ...(readAhead === undefined ? {} : { readAhead }),
        ...(pageLimit === undefined ? {} : { pageLimit }),
        ...(statusStream === undefined ? {} : { statusStream }),
        ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
    };
}
/**
 * A file output that exists is not replaced unasked: a finished export (`finished`, its checkpoint), or a
 * file no checkpoint accounts for. A finished export whose file is gone leaves nothing to protect.
 */
function refuseToReplace(output, finished) {
    const refusal = output.replaceRefusal?.(finished);
    if (refusal !== undefined)
        throw new UsageError(`${refusal}: add --overwrite to replace it, or write to another file`);
}
