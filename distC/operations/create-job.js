/**
 * The create call of a crawl or batch scrape, made safe to retry: never two jobs where the client can know.
 *
 * - Every start carries an `x-idempotency-key`, so a retried POST after a lost answer meets a 409 instead of
 *   creating a second job; the job it did create is then found among the running crawls and in the team's
 *   activity log (`created-jobs.ts`), and adopted when they name exactly one.
 * - Self-hosted servers without a database answer a keyed `POST /v2/crawl` with 500 and create nothing. On
 *   a 500 answer the active crawls are checked: the crawl is adopted if the request did create one, else the
 *   start is sent once more without the key. When the check is impossible or ambiguous the error says that
 *   the client cannot know whether a crawl exists.
 */
import { randomUUID } from 'node:crypto';
import { ConflictError, ConnectionError, ServerError, TimeoutError, } from '../errors/errors.js';
import { jobsPath } from '../paging/job-path.js';
import { BatchStartResponse, CrawlStartResponse } from '../schemas/index.js';
import { loggedStarts, runningCrawls, startUrl, trackingTag } from './created-jobs.js';
import { requestBody } from './request-body.js';
/**
 * Sends `POST /v2/crawl` or `POST /v2/batch/scrape` and resolves with the job it created.
 *
 * @param key - the idempotency key; a fresh UUID when undefined.
 * @param keySentAt - when an earlier attempt sent `key` (a run another worker took over), in ms: a 409 then
 *   means that attempt created the job, which is found and adopted like a start whose answer was lost.
 */
export async function createJob(transport, kind, payload, key, signal, keySentAt) {
    const path = jobsPath(kind);
    const schema = kind === 'crawl' ? CrawlStartResponse : BatchStartResponse;
    const sentAt = keySentAt ?? Date.now();
    let retried = false;
    try {
        const res = await requestBody(transport, {
            method: 'POST',
            path,
            body: payload,
            signal,
            idempotencyKey: key ?? randomUUID(),
            onRetry: () => {
                retried = true;
            },
            // A crawl start that the server answered with 500 is handled below, not retried with the same key.
            ...(kind === 'crawl' ? { stopOn: isAnsweredServerError } : {}),
        }, schema);
        return res.data;
    }
    catch (err) {
        // A retry after a lost answer meets our own idempotency key: the job exists, find it.
        if ((retried || keySentAt !== undefined) && isKeyConflict(err))
            return findLostStart(transport, kind, payload, err, sentAt, signal);
        if (kind === 'crawl' && isAnsweredServerError(err))
            return startWithoutKey(transport, payload, err, sentAt, signal);
        throw err;
    }
}
/**
 * The job a start created whose answer was lost (the retry met the start's own idempotency key): the one
 * crawl or batch scrape of the request's URL created since it was sent, running (crawls only: the service
 * lists no running batch scrapes) or in the team's activity log (which lists ended crawls too). The two
 * lists together must name exactly one job: a second one of the same URL may be another program's, and
 * adopting it would be worse than failing. Else `conflict` is thrown, saying what was found.
 */
async function findLostStart(transport, kind, payload, conflict, sentAt, signal) {
    const url = startUrl(kind, payload);
    const tag = trackingTag(payload);
    const [running, logged] = await Promise.all([
        kind === 'crawl' ? lookUp(runningCrawls(transport, url, sentAt, signal, tag)) : undefined,
        lookUp(loggedStarts(transport, kind, url, sentAt, signal)),
    ]);
    // A running crawl that carries the request's own change-tracking tag is this request's: the log, which
    // lists no options, cannot tell another pipeline's crawl of the same URL from it.
    if (tag !== undefined && running?.jobs.length === 1)
        return running.jobs[0];
    const jobs = new Map();
    for (const job of [...(running?.jobs ?? []), ...logged.jobs])
        jobs.set(job.id, job);
    if (jobs.size === 1)
        return [...jobs.values()][0];
    const noun = kind === 'crawl' ? 'crawl' : 'batch scrape';
    if (jobs.size > 1) {
        conflict.message += ` The first attempt created a ${noun} whose answer was lost, and ${jobs.size} ${noun}s of ${url} were started since (${[...jobs.keys()].join(', ')}): which one is this request's cannot be known. Export yours by its id.`;
        throw conflict;
    }
    const where = [
        running === undefined
            ? 'the service lists no running batch scrapes'
            : running.failure === undefined
                ? 'it is not among the running crawls'
                : `the running crawls could not be listed (${running.failure})`,
        logged.failure === undefined
            ? "and the team's activity log names none"
            : `and the team's activity log could not be read (${logged.failure})`,
    ];
    conflict.message += ` The first attempt created a ${noun} of ${url} whose answer was lost, and its id cannot be found: ${where.join(', ')}. It is not exported; start a new ${noun}.`;
    throw conflict;
}
/** The jobs a lookup found, or why it failed. */
async function lookUp(jobs) {
    return jobs.then((found) => ({ jobs: found }), (err) => ({ jobs: [], failure: err.message }));
}
/**
 * After a 500 to a keyed crawl start: adopt the crawl the request created, or, when it created none, start
 * it again without the key (the server may not support keys at all).
 */
async function startWithoutKey(transport, payload, keyed, sentAt, signal) {
    const url = startUrl('crawl', payload);
    let found;
    try {
        found = await runningCrawls(transport, url, sentAt, signal);
    }
    catch (probe) {
        keyed.message += ` Whether a crawl of ${url} was created cannot be known: GET /v2/crawl/active failed (${probe.message}). Look for it before starting it again.`;
        throw keyed;
    }
    if (found.length === 1)
        return found[0];
    if (found.length > 1) {
        keyed.message += ` ${found.length} crawls of ${url} started since, so whether this request created one cannot be known. Look at the active crawls before starting it again.`;
        throw keyed;
    }
    const resentAt = Date.now();
    try {
        const res = await requestBody(transport, { method: 'POST', path: '/v2/crawl', body: payload, signal, idempotencyKey: null }, CrawlStartResponse);
        return res.data;
    }
    catch (err) {
        if (isAnsweredServerError(err) &&
            payload.maxConcurrency !== undefined) {
            // One cause and one remedy: the service's "retry later" would fail the same way.
            err.message = `${err.message.replace(/ The service failed; retry later\.$/, '')} A crawl start with maxConcurrency answers 500 on a self-hosted server without its database (the team's concurrency record it reads is missing): start the crawl without maxConcurrency.`;
        }
        if (!isLostAnswer(err))
            throw err;
        const again = await runningCrawls(transport, url, resentAt, signal).catch(() => undefined);
        if (again?.length === 1)
            return again[0];
        err.message +=
            ` The server does not take idempotency keys, so whether this start created a crawl of ${url} cannot be known. Look at the active crawls before starting it again.`;
        throw err;
    }
}
/** A 5xx the server answered (not a lost connection): the request reached it and it said it failed. */
function isAnsweredServerError(err) {
    return err instanceof ServerError && err.status === 500;
}
function isLostAnswer(err) {
    return (err instanceof ConnectionError && err.requestSent) || err instanceof TimeoutError;
}
function isKeyConflict(err) {
    return err instanceof ConflictError && /idempotency/i.test(err.serverMessage ?? err.message);
}
