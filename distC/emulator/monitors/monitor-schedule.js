/**
 * A monitor's schedule as the service reads it: a five-field `cron`, or one of the `text` forms it documents
 * (`every 30 minutes`, `every 15 minutes starting at :07`, `hourly`, `every 2 hours`, `daily`,
 * `daily at 9:00`, `daily at 9am`, `daily at 5:30 PM`, `weekly`), turned into cron; read in its IANA
 * `timezone`. Runs at most every 15 minutes.
 */
import { cronMatches, parseCron, runsOnDay, shortestInterval } from '../../schemas/cron.js';
import { MONITOR_MIN_INTERVAL_MINUTES } from '../../schemas/monitor.js';
/** Reads a request's schedule; a string says why it is refused. */
export function readSchedule(schedule) {
    const cron = schedule.cron ?? (schedule.text === undefined ? undefined : textCron(schedule.text));
    if (cron === undefined)
        return `schedule.text: "${schedule.text}" is not a schedule this server understands`;
    const fields = parseCron(cron);
    if (typeof fields === 'string')
        return `schedule.cron: ${fields}`;
    if (shortestInterval(fields) < MONITOR_MIN_INTERVAL_MINUTES) {
        return `schedule: runs more often than every ${MONITOR_MIN_INTERVAL_MINUTES} minutes`;
    }
    return { cron, timezone: schedule.timezone ?? 'UTC', fields };
}
/** The cron of a documented text form, or `undefined`. */
function textCron(text) {
    const t = text.trim().toLowerCase();
    let m = /^every (\d+) minutes?(?: starting at :(\d{1,2}))?$/.exec(t);
    if (m) {
        const every = Number(m[1]);
        const start = Number(m[2] ?? 0);
        if (every < 1 || every > 59 || start > 59)
            return undefined;
        return `${start % every}-59/${every} * * * *`;
    }
    if (t === 'hourly')
        return '0 * * * *';
    m = /^every (\d+) hours?$/.exec(t);
    if (m)
        return Number(m[1]) >= 1 && Number(m[1]) <= 23 ? `0 */${Number(m[1])} * * *` : undefined;
    if (t === 'daily')
        return '0 0 * * *';
    if (t === 'weekly')
        return '0 0 * * 1';
    m = /^daily at (\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(t);
    if (!m)
        return undefined;
    let hour = Number(m[1]);
    const minute = Number(m[2] ?? 0);
    if (m[3] === 'pm' && hour < 12)
        hour += 12;
    if (m[3] === 'am' && hour === 12)
        hour = 0;
    if (hour > 23 || minute > 59)
        return undefined;
    return `${minute} ${hour} * * *`;
}
/** The first run strictly after `after` (epoch ms), within a year; `null` when there is none. */
export function nextRun(schedule, after) {
    const offsetOf = zoneOffset(schedule.timezone);
    let minute = Math.floor(after / 60_000) + 1;
    let offsetHour = Number.NaN;
    let offset = 0;
    for (const end = minute + 366 * 24 * 60; minute < end; minute++) {
        // A zone's offset changes on an hour boundary: read it once an hour.
        const hour = Math.floor(minute / 60);
        if (hour !== offsetHour) {
            offsetHour = hour;
            offset = offsetOf(minute * 60_000);
        }
        const wall = new Date(minute * 60_000 + offset);
        const clock = {
            minute: wall.getUTCMinutes(),
            hour: wall.getUTCHours(),
            day: wall.getUTCDate(),
            month: wall.getUTCMonth() + 1,
            weekday: wall.getUTCDay(),
        };
        if (cronMatches(schedule.fields, clock))
            return minute * 60_000;
    }
    return null;
}
/** The zone's offset from UTC at a time, in ms. */
function zoneOffset(timeZone) {
    if (timeZone === 'UTC')
        return () => 0;
    const format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
    });
    return (at) => {
        const parts = format.formatToParts(at);
        const part = (type) => Number(parts.find((p) => p.type === type)?.value);
        const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
        return wall - Math.floor(at / 60_000) * 60_000;
    };
}
/** How many times the schedule runs in the 30 days from `from` (an upper bound for a monthly estimate). */
export function runsIn30Days(schedule, from) {
    const perDay = schedule.fields.minutes.size * schedule.fields.hours.size;
    let days = 0;
    for (let day = 0; day < 30; day++)
        if (runsOnDay(schedule.fields, from + day * 86_400_000))
            days++;
    return perDay * days;
}
