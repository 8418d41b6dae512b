/**
 * The records of `monitor export`, whatever the destination: a check's page in the record shape of
 * `--changes`, and what a run did.
 */
import type { MonitorCheck, MonitorCheckPage } from '../schemas/monitor.js';
/** Page statuses, as counted in the loads log. */
export declare const STATUSES: readonly ['new', 'changed', 'same', 'removed', 'error'];
export type PageStatus = (typeof STATUSES)[number];
/** What one run did. */
export interface MonitorExportSummary {
    checks: string[];
    counts: Record<PageStatus, number>;
    written: number;
    bytes: number;
    credits: number;
}
/** A check's page in the record shape of `--changes`. */
export declare function pageRecord(monitorId: string, check: MonitorCheck, page: MonitorCheckPage, previousScrapeAt: string | null): Record<string, unknown>;
/**
 * A page's status as the pipeline counts it: the service calls a dead page `removed` at every check, but it
 * is removed once, where the pipeline last saw it alive, and `same` after (as `--changes` counts it).
 */
export declare function pageStatus(page: MonitorCheckPage, seenAlive: boolean): PageStatus;
export declare function zeroCounts(): Record<PageStatus, number>;
