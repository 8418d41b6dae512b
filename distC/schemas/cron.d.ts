/**
 * Five-field cron expressions (minute, hour, day of month, month, day of week), as monitor schedules take
 * them: `*`, numbers, ranges `a-b`, lists `a,b` and steps `*\/n` or `a-b/n`. Day of week 0–7, both 0 and 7
 * being Sunday. When both day fields are restricted, a day matches either (as cron does).
 */
/** A parsed expression: the values each field allows. */
export interface CronFields {
    minutes: ReadonlySet<number>;
    hours: ReadonlySet<number>;
    days: ReadonlySet<number>;
    months: ReadonlySet<number>;
    weekdays: ReadonlySet<number>;
    /** Whether the day-of-month and day-of-week fields were `*`. */
    anyDay: boolean;
    anyWeekday: boolean;
}
/** Parses `expression`; a string says what is wrong with it. */
export declare function parseCron(expression: string): CronFields | string;
/** The wall-clock fields a cron expression is matched against. */
export interface WallClock {
    minute: number;
    hour: number;
    day: number;
    month: number;
    weekday: number;
}
/** Whether the wall-clock minute matches the expression. */
export declare function cronMatches(cron: CronFields, t: WallClock): boolean;
/**
 * The shortest time between two consecutive runs, in minutes; `Infinity` when the expression runs at most
 * once. Every matching day runs at the same times, so this is the shorter of the gaps within a day and the
 * gap from one matching day's last run to the next matching day's first (days scanned over two years, enough
 * for every day field to repeat).
 */
export declare function shortestInterval(cron: CronFields): number;
/** Whether the expression runs on the UTC day of `at` (epoch ms): its month, day and weekday fields. */
export declare function runsOnDay(cron: CronFields, at: number): boolean;
