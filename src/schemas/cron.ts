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

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

/** Parses `expression`; a string says what is wrong with it. */
export function parseCron(expression: string): CronFields | string {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5)
    return `a cron expression has 5 fields (minute hour day month weekday), got ${parts.length}`;
  const sets: Set<number>[] = [];
  for (let i = 0; i < 5; i++) {
    const field = FIELDS[i] as (typeof FIELDS)[number];
    const values = parseField(parts[i] as string, field.min, field.max);
    if (typeof values === 'string') return `${field.name} "${parts[i]}": ${values}`;
    sets.push(values);
  }
  const weekdays = sets[4] as Set<number>;
  if (weekdays.delete(7)) weekdays.add(0);
  return {
    minutes: sets[0] as Set<number>,
    hours: sets[1] as Set<number>,
    days: sets[2] as Set<number>,
    months: sets[3] as Set<number>,
    weekdays,
    anyDay: parts[2] === '*',
    anyWeekday: parts[4] === '*',
  };
}

function parseField(text: string, min: number, max: number): Set<number> | string {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) return `"${item}" is not a number, range, list or step`;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    if (from < min || to > max || from > to) return `values must be ${min}–${max}`;
    if (step < 1) return 'a step must be at least 1';
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/** The wall-clock fields a cron expression is matched against. */
export interface WallClock {
  minute: number;
  hour: number;
  day: number;
  month: number;
  weekday: number;
}

/** Whether the wall-clock minute matches the expression. */
export function cronMatches(cron: CronFields, t: WallClock): boolean {
  if (!cron.minutes.has(t.minute) || !cron.hours.has(t.hour) || !cron.months.has(t.month)) return false;
  const day = cron.days.has(t.day);
  const weekday = cron.weekdays.has(t.weekday);
  if (cron.anyDay && cron.anyWeekday) return true;
  if (cron.anyDay) return weekday;
  if (cron.anyWeekday) return day;
  return day || weekday;
}

/**
 * The shortest time between two consecutive runs, in minutes; `Infinity` when the expression runs at most
 * once. Every matching day runs at the same times, so this is the shorter of the gaps within a day and the
 * gap from one matching day's last run to the next matching day's first (days scanned over two years, enough
 * for every day field to repeat).
 */
export function shortestInterval(cron: CronFields): number {
  const times: number[] = [];
  for (const hour of [...cron.hours].sort((a, b) => a - b)) {
    for (const minute of [...cron.minutes].sort((a, b) => a - b)) times.push(hour * 60 + minute);
  }
  let shortest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < times.length; i++)
    shortest = Math.min(shortest, (times[i] as number) - (times[i - 1] as number));
  const first = Date.UTC(2024, 0, 1) / 86_400_000;
  let previousDay: number | undefined;
  for (let day = first; day < first + 2 * 366; day++) {
    if (!runsOnDay(cron, day * 86_400_000)) continue;
    if (previousDay !== undefined) {
      const gap = (day - previousDay) * 1440 + (times[0] as number) - (times[times.length - 1] as number);
      shortest = Math.min(shortest, gap);
    }
    previousDay = day;
  }
  return shortest;
}

const MIDNIGHT: ReadonlySet<number> = new Set([0]);

/** Whether the expression runs on the UTC day of `at` (epoch ms): its month, day and weekday fields. */
export function runsOnDay(cron: CronFields, at: number): boolean {
  const d = new Date(at);
  const clock = {
    minute: 0,
    hour: 0,
    day: d.getUTCDate(),
    month: d.getUTCMonth() + 1,
    weekday: d.getUTCDay(),
  };
  return cronMatches({ ...cron, minutes: MIDNIGHT, hours: MIDNIGHT }, clock);
}
