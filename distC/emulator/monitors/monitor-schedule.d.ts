/**
 * A monitor's schedule as the service reads it: a five-field `cron`, or one of the `text` forms it documents
 * (`every 30 minutes`, `every 15 minutes starting at :07`, `hourly`, `every 2 hours`, `daily`,
 * `daily at 9:00`, `daily at 9am`, `daily at 5:30 PM`, `weekly`), turned into cron; read in its IANA
 * `timezone`. Runs at most every 15 minutes.
 */
import { type CronFields } from '../../schemas/cron.js';
import { type MonitorSchedule } from '../../schemas/monitor.js';
/** A schedule the emulator can run. */
export interface Schedule {
    cron: string;
    timezone: string;
    fields: CronFields;
}
/** Reads a request's schedule; a string says why it is refused. */
export declare function readSchedule(schedule: MonitorSchedule): Schedule | string;
/** The first run strictly after `after` (epoch ms), within a year; `null` when there is none. */
export declare function nextRun(schedule: Schedule, after: number): number | null;
/** How many times the schedule runs in the 30 days from `from` (an upper bound for a monthly estimate). */
export declare function runsIn30Days(schedule: Schedule, from: number): number;
