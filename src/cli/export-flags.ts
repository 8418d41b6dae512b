import type { DedupeStore } from '../operators/index.js';
import type { JobKind } from '../paging/page-event.js';
import { DEFAULT_READ_AHEAD } from '../paging/read-ahead.js';
import type { FlagSpec, ParsedInput } from './command.js';
import { integerFlag } from './flag-values.js';
import { checkpointFile, type OutputTarget, outputTarget } from './output-target.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';

/** Flags shared by the commands that export a job's documents (`crawl`, `batch`, `pages`). */
export const exportFlags: Readonly<Record<string, FlagSpec>> = {
  output: {
    type: 'string',
    short: 'o',
    value: 'FILE',
    description:
      'output file: .jsonl, .jsonl.gz or .parquet; DIR/ or s3://BUCKET/PREFIX/ for a dataset; - or none writes JSONL to stdout',
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
  dedupe: { type: 'boolean', description: 'drop documents whose canonical URL was already written' },
  errors: {
    type: 'string',
    value: 'FILE',
    description:
      "write the job's failed pages and robots-blocked URLs here (default: beside the output, OUTPUT.errors.jsonl)",
  },
  resume: { type: 'boolean', description: 'continue the export at the checkpoint beside the output file' },
  force: { type: 'boolean', description: 'start over, discarding an unfinished export at the output file' },
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
};

/** Paging options of an export command: `--read-ahead` and `--page-limit`. */
export interface ExportPaging {
  readAhead?: number;
  pageLimit?: number;
}

/** The checkpoint an export resumes from. */
export interface ResumePoint {
  jobId: string;
  kind: JobKind;
  skip: number;
  /** Documents already in the file. */
  records: number;
  /** Characters of document JSON already in the file. */
  bytes: number;
  /** The export had already finished. */
  complete: boolean;
}

/** Output target, dedupe store, resume point and paging options of an export command. */
export interface ExportSetup {
  output: OutputTarget;
  dedupe: DedupeStore | undefined;
  resume: ResumePoint | undefined;
  paging: ExportPaging;
  /** `--errors FILE`. */
  errorsFile: string | undefined;
}

/**
 * Reads `-o`, `--dedupe` and `--resume`. With `--resume` the checkpoint beside the output must exist (it
 * says which job and where); a stdout export cannot resume this way and says to use `pages --skip`.
 */
export async function exportSetup(flags: ParsedInput['flags']): Promise<ExportSetup> {
  const output = outputTarget(string(flags.output), string(flags.format), string(flags['partition-by']));
  const paging = exportPaging(flags);
  const errorsFile = string(flags.errors);
  const dedupe = flags.dedupe === true ? (await import('../operators/index.js')).hashSetStore() : undefined;
  if (flags.resume !== true) {
    if (output.format !== 'stdout' && flags.force !== true)
      await refuseUnfinished(checkpointFile(output), output.path);
    return { output, dedupe, resume: undefined, paging, errorsFile };
  }
  if (output.format === 'stdout') {
    throw new UsageError(
      '--resume: needs -o FILE (a stdout export continues with `crawlstream pages <jobId> --skip N`)',
    );
  }
  const { readCheckpoint } = await import('../sinks/index.js');
  const checkpoint = await readCheckpoint(checkpointFile(output));
  // No checkpoint, or one written before the first page arrived: nothing to continue, start afresh.
  if (checkpoint === undefined || checkpoint.jobId === null || checkpoint.kind === null) {
    return { output, dedupe, resume: undefined, paging, errorsFile };
  }
  if (dedupe && output.format === 'jsonl' && !checkpoint.complete) {
    const { seedDedupeFromJsonl } = await import('./dedupe-seed.js');
    await seedDedupeFromJsonl(output.path, output.gzip, checkpoint.records, dedupe);
  }
  return {
    output,
    dedupe,
    paging,
    errorsFile,
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

/** A rerun without `--resume` must not silently throw away an export that `--resume` would finish. */
async function refuseUnfinished(file: string, path: string): Promise<void> {
  const { unfinishedExport } = await import('../sinks/checkpoint.js');
  const earlier = await unfinishedExport(file);
  if (earlier) {
    throw new UsageError(
      `${path} has an unfinished export of job ${earlier.jobId} (${earlier.records} documents): add --resume to continue it, or --force to start over`,
    );
  }
}

function exportPaging(flags: ParsedInput['flags']): ExportPaging {
  const readAhead = integerFlag('read-ahead', string(flags['read-ahead']), { min: 1, max: 64 });
  const pageLimit = integerFlag('page-limit', string(flags['page-limit']), { min: 1 });
  return {
    ...(readAhead === undefined ? {} : { readAhead }),
    ...(pageLimit === undefined ? {} : { pageLimit }),
  };
}
