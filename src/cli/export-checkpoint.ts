/** The checkpoint of an export, wherever it is kept: beside the output file, or in the database of a table. */
import type { Checkpoint } from '../sinks/checkpoint.js';
import { checkpointFile, type OutputTarget } from './output-target.js';

/**
 * The checkpoint of the export to `output`: a file's `<file>.checkpoint.json`; for a table, the export of
 * `jobId` (without it, the table's latest unfinished export) read from the database.
 */
export async function readExportCheckpoint(
  output: Exclude<OutputTarget, { format: 'stdout' }>,
  options: { jobId?: string | undefined; env: NodeJS.ProcessEnv },
): Promise<Checkpoint | undefined> {
  const { readCheckpoint, readTableCheckpoint } = await import('../sinks/index.js');
  if (output.format !== 'table') return readCheckpoint(checkpointFile(output));
  return readTableCheckpoint(output.target, {
    table: output.table,
    env: options.env,
    ...(options.jobId === undefined ? {} : { jobId: options.jobId }),
  });
}
