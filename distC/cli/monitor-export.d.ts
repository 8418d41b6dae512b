import type { Client } from '../client.js';
import type { MonitorCheck } from '../schemas/monitor.js';
import { type Destination, type PipelineStateAt } from '../sinks/destination.js';
import { type MonitorExportSummary } from './monitor-records.js';
/** A destination that takes a monitor's checks one export after another, with the state it keeps. */
export type MonitorDestination = Destination & {
    heldExport: NonNullable<Destination['heldExport']>;
    state: PipelineStateAt;
};
export interface MonitorExportOptions {
    client: Client;
    monitorId: string;
    output: MonitorDestination;
    /** Write `same` pages too. */
    writeSame: boolean;
    /** Pages per answer (`limit`). */
    pageLimit?: number | undefined;
    /** First wait before reading a running check's pages again (`--poll-interval`). */
    pollIntervalMs?: number | undefined;
    /** Called after each check is exported. */
    onCheck?: (check: MonitorCheck, written: number) => void;
    /** A fleet's run's fencing token (`OpenOptions.fence`). */
    fence?: number | undefined;
}
/** Runs one export; see the module's comment. */
export declare function exportMonitor(options: MonitorExportOptions): Promise<MonitorExportSummary>;
