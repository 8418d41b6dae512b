import type { MonitorCreateRequest, MonitorUpdateRequest } from '../../schemas/monitor.js';
import type { CreditLedger } from '../team/credit-ledger.js';
import type { PageRenderer } from '../web-page-source.js';
import { type CheckPage, type IdentifiedTarget } from './check-pages.js';
import { type Schedule } from './monitor-schedule.js';
type CheckStatus = 'completed' | 'skipped_overlap' | 'skipped_no_credits';
export interface CheckRecord {
    id: string;
    monitorId: string;
    trigger: 'scheduled' | 'manual';
    scheduledFor: number | null;
    createdAt: number;
    /** When the check ends (its pages are listed from then on). */
    finishAt: number;
    outcome: CheckStatus;
    estimatedCredits: number;
    actualCredits: number;
    pages: CheckPage[];
}
export interface MonitorRecord {
    id: string;
    status: 'active' | 'paused';
    fields: Omit<MonitorCreateRequest, 'schedule' | 'targets'>;
    schedule: Schedule;
    targets: IdentifiedTarget[];
    createdAt: number;
    updatedAt: number;
    nextRunAt: number | null;
    lastRunAt: number | null;
    /** Newest last. */
    checks: CheckRecord[];
    /** The last scrape id of each `targetId URL`. */
    scrapes: Map<string, string>;
    /** The most a check costs, as last planned (at creation, update or check). */
    creditsPerCheck: number;
}
/** What the store needs of the emulator. */
export interface MonitorEnvironment {
    renderer: PageRenderer;
    credits: CreditLedger | undefined;
    newId: (timeMs: number) => string;
}
export declare class MonitorStore {
    #private;
    constructor(env: MonitorEnvironment);
    /** Creates a monitor; a string says why the request is refused. */
    create(request: MonitorCreateRequest, now: number): MonitorRecord | string;
    /** Every monitor, oldest first, with its scheduled checks run up to `now`. */
    list(now: number): MonitorRecord[];
    get(id: string, now: number): MonitorRecord | undefined;
    /** Applies an update; a string says why it is refused. */
    update(monitor: MonitorRecord, update: MonitorUpdateRequest, now: number): string | undefined;
    delete(id: string): boolean;
    /** A manual check, or `undefined` when one is still running. */
    run(monitor: MonitorRecord, now: number): CheckRecord | undefined;
    /** The check not yet ended, if any. */
    running(monitor: MonitorRecord, now: number): CheckRecord | undefined;
}
/** A check's status at `now`. */
export declare function checkStatus(check: CheckRecord, now: number): string;
export {};
