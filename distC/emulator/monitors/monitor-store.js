/**
 * The team's monitors and their checks. A check scrapes its pages when it is created (the web as it is
 * then), is `queued`, then `running` for a while that grows with its pages, then `completed`. Scheduled
 * checks run when the emulator's clock passes a monitor's `nextRunAt` (read on every monitor route, so a
 * test with its own clock moves time and reads); one that comes while a check runs is `skipped_overlap`,
 * one the team's credits cannot pay is `skipped_no_credits`.
 */
import { pageCost } from '../../operations/page-cost.js';
import { runCheckPages, targetUrls } from './check-pages.js';
import { nextRun, readSchedule } from './monitor-schedule.js';
/** How long a check is queued, and how long it runs per page, in ms. */
const QUEUED_MS = 10;
const RUN_MS_PER_PAGE = 2;
/** Most scheduled runs one clock jump catches up on; the rest are skipped, as a service that was down would. */
const MAX_CATCH_UP = 100;
export class MonitorStore {
    #monitors = new Map();
    #env;
    constructor(env) {
        this.#env = env;
    }
    /** Creates a monitor; a string says why the request is refused. */
    create(request, now) {
        const schedule = readSchedule(request.schedule);
        if (typeof schedule === 'string')
            return schedule;
        const { schedule: _s, targets, ...fields } = request;
        const monitor = {
            id: this.#env.newId(now),
            status: 'active',
            fields,
            schedule,
            targets: targets.map((t) => ({ ...t, id: t.id ?? this.#env.newId(now) })),
            createdAt: now,
            updatedAt: now,
            nextRunAt: nextRun(schedule, now),
            lastRunAt: null,
            checks: [],
            scrapes: new Map(),
            creditsPerCheck: 0,
        };
        this.#plan(monitor);
        this.#monitors.set(monitor.id, monitor);
        return monitor;
    }
    /** Every monitor, oldest first, with its scheduled checks run up to `now`. */
    list(now) {
        const all = [...this.#monitors.values()];
        for (const monitor of all)
            this.#catchUp(monitor, now);
        return all;
    }
    get(id, now) {
        const monitor = this.#monitors.get(id);
        if (monitor)
            this.#catchUp(monitor, now);
        return monitor;
    }
    /** Applies an update; a string says why it is refused. */
    update(monitor, update, now) {
        const { schedule, targets, status, ...fields } = update;
        if (schedule !== undefined) {
            const read = readSchedule(schedule);
            if (typeof read === 'string')
                return read;
            monitor.schedule = read;
        }
        if (targets !== undefined)
            monitor.targets = targets.map((t) => ({ ...t, id: t.id ?? this.#env.newId(now) }));
        if (status !== undefined)
            monitor.status = status;
        for (const [key, value] of Object.entries(fields)) {
            // `null` removes a webhook or notification.
            if (value === null)
                delete monitor.fields[key];
            else
                monitor.fields[key] = value;
        }
        monitor.updatedAt = now;
        if (targets !== undefined)
            this.#plan(monitor);
        monitor.nextRunAt = monitor.status === 'active' ? nextRun(monitor.schedule, now) : null;
        return undefined;
    }
    delete(id) {
        return this.#monitors.delete(id);
    }
    /** A manual check, or `undefined` when one is still running. */
    run(monitor, now) {
        if (this.running(monitor, now))
            return undefined;
        return this.#check(monitor, 'manual', null, now);
    }
    /** The check not yet ended, if any. */
    running(monitor, now) {
        const last = monitor.checks.at(-1);
        return last && last.outcome === 'completed' && now < last.finishAt ? last : undefined;
    }
    /** Each target's URLs now, and the most a check of them costs (kept as the monitor's estimate). */
    #plan(monitor) {
        const urls = monitor.targets.map((target) => targetUrls(this.#env.renderer, target));
        let credits = 0;
        monitor.targets.forEach((target, i) => {
            const options = target.type === 'search' ? {} : (target.scrapeOptions ?? {});
            credits += (urls[i]?.length ?? 0) * pageCost(options);
        });
        monitor.creditsPerCheck = credits;
        return { urls, credits };
    }
    #check(monitor, trigger, scheduledFor, now) {
        const { urls, credits: estimatedCredits } = this.#plan(monitor);
        const base = { id: this.#env.newId(now), monitorId: monitor.id, trigger, scheduledFor, createdAt: now };
        monitor.lastRunAt = now;
        const credits = this.#env.credits;
        if (credits && !credits.canPay(estimatedCredits)) {
            const skipped = {
                ...base,
                finishAt: now,
                outcome: 'skipped_no_credits',
                estimatedCredits,
                actualCredits: 0,
                pages: [],
            };
            monitor.checks.push(skipped);
            return skipped;
        }
        const outcome = runCheckPages(this.#env.renderer, monitor.id, monitor.targets, urls, monitor.scrapes, () => this.#env.newId(now), now);
        credits?.charge(Math.min(outcome.credits, credits.remaining), now);
        const check = {
            ...base,
            finishAt: now + QUEUED_MS + RUN_MS_PER_PAGE * outcome.pages.length,
            outcome: 'completed',
            estimatedCredits,
            actualCredits: outcome.credits,
            pages: outcome.pages,
        };
        monitor.checks.push(check);
        return check;
    }
    /** Runs the monitor's scheduled checks whose time has come. */
    #catchUp(monitor, now) {
        for (let runs = 0; monitor.status === 'active' && monitor.nextRunAt !== null && monitor.nextRunAt <= now; runs++) {
            const due = monitor.nextRunAt;
            if (runs >= MAX_CATCH_UP) {
                monitor.nextRunAt = nextRun(monitor.schedule, now);
                return;
            }
            if (this.running(monitor, due)) {
                monitor.checks.push({
                    id: this.#env.newId(due),
                    monitorId: monitor.id,
                    trigger: 'scheduled',
                    scheduledFor: due,
                    createdAt: due,
                    finishAt: due,
                    outcome: 'skipped_overlap',
                    estimatedCredits: 0,
                    actualCredits: 0,
                    pages: [],
                });
            }
            else {
                this.#check(monitor, 'scheduled', due, due);
            }
            monitor.nextRunAt = nextRun(monitor.schedule, due);
        }
    }
}
/** A check's status at `now`. */
export function checkStatus(check, now) {
    if (check.outcome !== 'completed')
        return check.outcome;
    if (now < check.createdAt + QUEUED_MS)
        return 'queued';
    return now < check.finishAt ? 'running' : 'completed';
}
