/**
 * The checks of `diagnoseServer` that read the team's usage and one job's lifetime: credits, the queue and
 * concurrency, and when a job's results expire. None of them costs a credit.
 */
import { CrawlstreamError } from '../errors/errors.js';
import { jobPath } from '../paging/job-path.js';
import { concurrency, creditUsage, queueStatus } from './team.js';
import { readTeamUsage } from './team-usage.js';
/** `credits` and `queue`: what the team has left and how busy it is, where the server says. */
export async function checkTeamUsage(transport) {
    let usage;
    try {
        usage = await readTeamUsage({
            creditUsage: () => creditUsage(transport),
            queueStatus: () => queueStatus(transport),
            concurrency: () => concurrency(transport),
        });
    }
    catch (err) {
        const found = err instanceof Error ? err.message : String(err);
        return [{ name: 'credits', status: 'unknown', found, action: 'none' }];
    }
    return [creditsCheck(usage), queueCheck(usage)];
}
function creditsCheck({ credits }) {
    const name = 'credits';
    if (credits === null) {
        return {
            name,
            status: 'missing',
            found: 'GET /v2/team/credit-usage is not offered',
            action: '--max-credits is refused before a job starts, since spending cannot be read here',
        };
    }
    if (!credits.billed) {
        return {
            name,
            status: 'quirk',
            found: `credits are not billed: the server answers a fixed balance of ${credits.remainingCredits} (self-hosted, no database), whatever creditsUsed its status pages show; a crawl with maxConcurrency answers 500 on such a server`,
            action: '--max-credits is refused before a job starts; use --deadline to bound a job, and leave --max-concurrency out of crawls',
        };
    }
    const plan = credits.planCredits == null ? '' : ` of ${credits.planCredits} in the plan`;
    const period = credits.billingPeriodEnd ? `, period ends ${credits.billingPeriodEnd}` : '';
    return {
        name,
        status: 'ok',
        found: `${credits.remainingCredits} credits left${plan}${period}`,
        action: 'none',
    };
}
function queueCheck({ queue, concurrency: running }) {
    const parts = [];
    if (queue) {
        parts.push(`${queue.jobsInQueue} scrapes queued (${queue.activeJobsInQueue} running, ${queue.waitingJobsInQueue} waiting)`);
    }
    if (running)
        parts.push(`concurrency ${running.concurrency} of ${running.maxConcurrency}`);
    if (parts.length === 0) {
        return {
            name: 'queue',
            status: 'missing',
            found: 'queue and concurrency routes are not offered',
            action: 'none',
        };
    }
    return {
        name: 'queue',
        status: 'ok',
        found: parts.join('; '),
        action: 'none',
    };
}
/** `job`: the named job's status and when its results expire (the service deletes them about 24 h after it ends). */
export async function checkJobLifetime(transport, jobId, { billed, nowMs = Date.now() }) {
    const name = 'job';
    let body;
    for (const kind of ['crawl', 'batch']) {
        try {
            body = (await transport.json({
                method: 'GET',
                path: jobPath(kind, jobId),
                query: { skip: 0, limit: 1 },
            })).data;
            break;
        }
        catch (err) {
            if (!(err instanceof CrawlstreamError && err.status === 404)) {
                return {
                    name,
                    status: 'unknown',
                    found: err instanceof Error ? err.message : String(err),
                    action: 'none',
                };
            }
        }
    }
    if (!body) {
        return {
            name,
            status: 'fail',
            found: `job ${jobId} is not found: unknown, or its results expired (about 24 h after it ended)`,
            action: 'run the job again; export a job within a day of its end',
        };
    }
    // A server that bills nothing may still count pages in `creditsUsed`: no cost to report.
    const credits = !billed || body.creditsUsed === undefined || body.creditsUsed < 0 ? '' : `, ${body.creditsUsed} credits`;
    const expires = body.expiresAt === undefined ? undefined : Date.parse(body.expiresAt);
    const left = expires === undefined ? '' : `; results expire at ${body.expiresAt} (${formatHours(expires - nowMs)})`;
    const soon = expires !== undefined && expires - nowMs < 3_600_000;
    return {
        name,
        status: soon ? 'quirk' : 'ok',
        found: `${body.status ?? 'unknown'}, ${body.completed ?? '?'}/${body.total ?? '?'} pages${credits}${left}`,
        action: soon ? 'export it now: its results are deleted within the hour' : 'none',
    };
}
function formatHours(ms) {
    if (ms <= 0)
        return 'expired';
    const minutes = Math.round(ms / 60_000);
    return minutes < 120 ? `in ${minutes} min` : `in ${(minutes / 60).toFixed(1)} h`;
}
