/**
 * Where an export's pages go: its destination's export (opened for a new export or to resume), and after a
 * failure, what the destination durably holds (what its checkpoint covers).
 */
import { type DestinationExport } from '../sinks/destination.js';
import { type CliContext } from './cli-context.js';
import type { ExportPlan } from './export-pages.js';
/**
 * The export into `plan.output`. A change-aware pipeline whose state lives inside the destination (a
 * dataset's `_crawlstream/`) keeps the earlier runs' exports with it: each run's is added to them.
 */
export declare function openExport(plan: ExportPlan, { resume, jobId }: {
    resume: boolean;
    jobId: string | undefined;
}, fence?: number): Promise<DestinationExport>;
/** What a failed export leaves: whether a resume can continue it, what this run durably wrote, and where. */
export interface Durable {
    resumable: boolean;
    written: {
        records: number;
        bytes: number;
    };
    /** Where a destination without a checkpoint (stdout) stopped in the job. */
    skip?: number | undefined;
}
/**
 * After a failed export: whether a resume can continue it (a checkpoint names the job, or a table's
 * database that cannot be read now keeps its cursor with its rows), and what this run durably wrote.
 */
export declare function durableAfterFailure(plan: ExportPlan, opened: DestinationExport | undefined, { jobId, offset }: {
    jobId: string | undefined;
    offset: {
        records: number;
        bytes: number;
    };
}, ctx: CliContext): Promise<Durable>;
