/**
 * Where an export's pages go when not to stdout: the sink of its output (opened for a new export or to
 * resume), and after a failure, what the output durably holds (what its checkpoint covers).
 */
import type { OperatorFunction } from 'rxjs';
import type { PageEvent } from '../paging/page-event.js';
import type { SinkSummary } from '../sinks/index.js';
import { type CliContext, warn } from './cli-context.js';
import { readExportCheckpoint } from './export-checkpoint.js';
import type { ExportPlan } from './export-pages.js';

/** The sink of `plan.output` (not stdout); the writers are loaded on use, so `--help` does not pay for them. */
export async function exportSink(
  plan: ExportPlan,
  { resume, jobId }: { resume: boolean; jobId: string | undefined },
  ctx: CliContext,
): Promise<OperatorFunction<PageEvent, SinkSummary>> {
  const { toDataset, toJsonl, toParquet, toTable } = await import('../sinks/index.js');
  const output = plan.output;
  if (output.format === 'table') {
    return toTable(output.target, {
      table: output.table,
      write: output.write,
      resume,
      overwrite: !resume,
      env: ctx.env,
      ...(jobId === undefined ? {} : { jobId }),
    });
  }
  if (output.format === 'dataset') {
    const stateFiles = plan.changes
      ? (await import('../changes/dataset-change-store.js')).DATASET_STATE_FILES
      : undefined;
    return toDataset(output.path, {
      format: output.parts,
      ...(output.partitionBy ? { partitionBy: output.partitionBy } : {}),
      resume,
      overwrite: !resume,
      s3: { env: ctx.env },
      // A pipeline adds each run's export to the dataset, its state listed with the parts.
      ...(stateFiles ? { append: true, files: stateFiles } : {}),
    });
  }
  if (output.format === 'parquet') return toParquet(output.path, { resume, overwrite: !resume });
  if (output.format === 'jsonl')
    return toJsonl(output.path, { gzip: output.gzip, resume, overwrite: !resume });
  throw new TypeError('exportSink: stdout has no sink');
}

/**
 * After a failed export: whether a resume can continue it (a checkpoint names the job, or a table's
 * database that cannot be read now keeps its cursor with its rows), and what this run durably wrote.
 */
export async function durableAfterFailure(
  plan: ExportPlan,
  { jobId, offset }: { jobId: string | undefined; offset: { records: number; bytes: number } },
  ctx: CliContext,
): Promise<{ resumable: boolean; written: { records: number; bytes: number } }> {
  const output = plan.output;
  if (output.format === 'stdout') return { resumable: false, written: { records: 0, bytes: 0 } };
  let unread = false;
  const checkpoint = await readExportCheckpoint(output, { jobId, env: ctx.env }).catch(() => {
    unread = true;
    return undefined;
  });
  let resumable = checkpoint?.jobId != null;
  if (unread && output.format === 'table' && jobId !== undefined) {
    // The cursor is in the database with the rows it covers, whatever they are: a resume reads it there.
    resumable = true;
    warn(ctx, `${output.database} cannot be read now; the rows it committed and their cursor are kept.`);
  }
  const written = checkpoint
    ? { records: checkpoint.records - offset.records, bytes: checkpoint.jsonBytes - offset.bytes }
    : { records: 0, bytes: 0 };
  return { resumable, written };
}
