/**
 * Five-field cron expressions (minute, hour, day of month, month, day of week), as monitor schedules take
 * them: `*`, numbers, ranges `a-b`, lists `a,b` and steps `*\/n` or `a-b/n`. Day of week 0–7, both 0 and 7
 * being Sunday. When both day fields are restricted, a day matches either (as cron does).
 */
const FIELDS = [
    { name: 'minute', min: 0, max: 59 },
    { name: 'hour', min: 0, max: 23 },
    { name: 'day of month', min: 1, max: 31 },
    { name: 'month', min: 1, max: 12 },
    { name: 'day of week', min: 0, max: 7 },
];
/** Parses `expression`; a string says what is wrong with it. */
export function parseCron(expression) {
    const parts = expression.trim().split(/\s+/);
    if (parts.length !== 5)
        return `a cron expression has 5 fields (minute hour day month weekday), got ${parts.length}`;
    const sets = [];
    for (let i = 0; i < 5; i++) {
        const field = FIELDS[i];
        const values = parseField(parts[i], field.min, field.max);
        if (typeof values === 'string')
            return `${field.name} "${parts[i]}": ${values}`;
        sets.push(values);
    }
    const weekdays = sets[4];
    if (weekdays.delete(7))
        weekdays.add(0);
    return {
        minutes: sets[0],
        hours: sets[1],
        days: sets[2],
        months: sets[3],
        weekdays,
        anyDay: parts[2] === '*',
        anyWeekday: parts[4] === '*',
    };
}
function parseField(text, min, max) {
    const values = new Set();
    for (const item of text.split(',')) {
        const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
        if (!match)
            return `"${item}" is not a number, range, list or step`;
        const from = match[1] === '*' ? min : Number(match[2]);
        const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
        const step = match[4] !== undefined ? Number(match[4]) : 1;
        if (from < min || to > max || from > to)
            return `values must be ${min}–${max}`;
        if (step < 1)
            return 'a step must be at least 1';
        for (let v = from; v <= to; v += step)
            values.add(v);
    }
    return values;
}
/** Whether the wall-clock minute matches the expression. */
export function cronMatches(cron, t) {
    if (!cron.minutes.has(t.minute) || !cron.hours.has(t.hour) || !cron.months.has(t.month))
        return false;
    const day = cron.days.has(t.day);
    const weekday = cron.weekdays.has(t.weekday);
    if (cron.anyDay && cron.anyWeekday)
        return true;
    if (cron.anyDay)
        return weekday;
    if (cron.anyWeekday)
        return day;
    return day || weekday;
}
/**
 * The shortest time between two consecutive runs, in minutes; `Infinity` when the expression runs at most
 * once. Every matching day runs at the same times, so this is the shorter of the gaps within a day and the
 * gap from one matching day's last run to the next matching day's first (days scanned over two years, enough
 * for every day field to repeat).
 */
export function shortestInterval(cron) {
    const times = [];
    for (const hour of [...cron.hours].sort((a, b) => a - b)) {
        for (const minute of [...cron.minutes].sort((a, b) => a - b))
            times.push(hour * 60 + minute);
    }
    let shortest = Number.POSITIVE_INFINITY;
    for (let i = 1; i < times.length; i++)
        shortest = Math.min(shortest, times[i] - times[i - 1]);
    const first = Date.UTC(2024, 0, 1) / 86_400_000;
    let previousDay;
    for (let day = first; day < first + 2 * 366; day++) {
        if (!runsOnDay(cron, day * 86_400_000))
            continue;
        if (previousDay !== undefined) {
            const gap = (day - previousDay) * 1440 + times[0] - times[times.length - 1];
            shortest = Math.min(shortest, gap);
        }
        previousDay = day;
    }
    return shortest;
}
const MIDNIGHT = new Set([0]);
/** Whether the expression runs on the UTC day of `at` (epoch ms): its month, day and weekday fields. */
export function runsOnDay(cron, at) {
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
