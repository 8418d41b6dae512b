/**
 * Where an export's pages go: its destination's export (opened for a new export or to resume), and after a
 * failure, what the destination durably holds (what its checkpoint covers).
 */
import { fenceRefusal } from '../sinks/destination.js';
import { warn } from './cli-context.js';
import { UsageError } from './usage-error.js';
/**
 * The export into `plan.output`. A change-aware pipeline whose state lives inside the destination (a
 * dataset's `_crawlstream/`) keeps the earlier runs' exports with it: each run's is added to them.
 */
export function openExport(plan, { resume, jobId }, fence) {
    const append = plan.changes !== undefined && plan.changes.state.file === undefined;
    if (fence === undefined)
        return plan.output.open({ resume, jobId, append });
    const refusal = fenceRefusal(plan.output);
    if (refusal !== undefined)
        throw new UsageError(`-o: ${refusal}`);
    return plan.output.open({ resume, jobId, append, fence });
}
/**
 * After a failed export: whether a resume can continue it (a checkpoint names the job, or a table's
 * database that cannot be read now keeps its cursor with its rows), and what this run durably wrote.
 */
export async function durableAfterFailure(plan, opened, { jobId, offset }, ctx) {
    const output = plan.output;
    if (output.readCheckpoint === undefined) {
        const stopped = opened?.stoppedAt?.();
        return {
            resumable: false,
            written: { records: stopped?.records ?? 0, bytes: stopped?.bytes ?? 0 },
            skip: stopped?.skip ?? plan.startSkip,
        };
    }
    let unread = false;
    const checkpoint = await output.readCheckpoint(jobId).catch(() => {
        unread = true;
        return undefined;
    });
    let resumable = checkpoint?.jobId != null;
    if (unread && output.cursorWithRows && jobId !== undefined) {
        // The cursor is in the database with the rows it covers, whatever they are: a resume reads it there.
        resumable = true;
        warn(ctx, `${output.name} cannot be read now; the rows it committed and their cursor are kept.`);
    }
    const written = checkpoint
        ? { records: checkpoint.records - offset.records, bytes: checkpoint.jsonBytes - offset.bytes }
        : { records: 0, bytes: 0 };
    return { resumable, written };
}
