import { pageCost } from '../../operations/page-cost.js';
import { errorReply, jobNotFound, jsonReply, unknownErrorReply } from '../http-reply.js';
import { batchScrapeRequestSchema, crawlParamsPreviewSchema, crawlRequestSchema, } from '../request-schemas.js';
import { reportedCredits } from '../server-profile.js';
import { renderStatusPage } from '../status-page.js';
import { affordableLimit, paymentRequired } from '../team/payment.js';
import { isUuid } from '../uuid-v7.js';
import { validateBody } from '../validate-body.js';
import { isKnownHost, urlListSource } from '../web-page-source.js';
import { webhookTarget } from '../webhook-sender.js';
import { promptCrawlOptions } from './prompt-options.js';
const RESOURCE = { crawl: 'crawl', batch: 'batch/scrape' };
function idempotencyCheck(context, kind) {
    const header = context.req.headers['x-idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined)
        return { key };
    const selfHosted = context.state.options.profile.idempotency === 'crawl-500';
    // A self-hosted batch scrape never looks at the header.
    if (selfHosted && kind === 'batch')
        return { key: undefined };
    // The service answers 409 for a reused key and for one that is not a UUID alike.
    if (!isUuid(key) || context.state.jobs.isKeyUsed(key)) {
        return { key, reply: errorReply(409, 'Idempotency key already used') };
    }
    // Without a database, looking the key up throws before any job is created.
    if (selfHosted) {
        return {
            key,
            reply: unknownErrorReply(),
        };
    }
    return { key };
}
function timingFor(context, delaySeconds) {
    const { scrape } = context.state.options;
    const timing = {
        pagesPerSecond: scrape.pagesPerSecond,
        concurrency: scrape.concurrency,
        completionLagMs: scrape.completionLagMs,
    };
    if (typeof delaySeconds === 'number' && delaySeconds > 0)
        timing.delaySeconds = delaySeconds;
    return timing;
}
function hiddenFor(context, kind) {
    return context.state.faults.notFoundWindowFor(kind === 'crawl' ? 'crawl.status' : 'batch.status');
}
/** `POST /crawl`. */
function createCrawl(context) {
    const idempotency = idempotencyCheck(context, 'crawl');
    if (idempotency.reply)
        return idempotency.reply;
    const checked = validateBody(crawlRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const request = checked.value;
    const { web, credits } = context.state;
    if (request.maxConcurrency !== undefined &&
        context.state.options.profile.crawlMaxConcurrency === 'fails-500') {
        return unknownErrorReply();
    }
    const cost = pageCost(request.scrapeOptions ?? {});
    const unpaid = paymentRequired(credits, cost);
    if (unpaid)
        return unpaid;
    const generated = request.prompt === undefined ? undefined : promptCrawlOptions(request.prompt);
    // Options set explicitly override the ones generated from the prompt, as on the service.
    const { url, prompt: _prompt, webhook, scrapeOptions, ...explicit } = request;
    const crawlerOptions = { ...generated, ...explicit };
    const affordable = affordableLimit(credits, crawlerOptions.limit);
    if (affordable.warning !== undefined)
        crawlerOptions.limit = affordable.limit;
    const host = new URL(url).hostname;
    const kickoffError = isKnownHost(web, url)
        ? undefined
        : `Failed to start crawl: the host ${host} could not be resolved (DNS lookup failed); this emulator serves ${servedHosts(web)}`;
    const frontier = kickoffError ? [] : web.crawlFrontier(url, crawlerOptions);
    const spec = {
        kind: 'crawl',
        url,
        options: { ...crawlerOptions, scrapeOptions: scrapeOptions ?? {} },
        source: urlListSource(context.state, frontier, (scrapeOptions ?? {})),
        timing: timingFor(context, request.delay),
        webhook: webhookTarget(webhook),
        hiddenForMs: hiddenFor(context, 'crawl'),
        pageCost: cost,
    };
    if (kickoffError)
        spec.kickoffError = kickoffError;
    const job = context.state.jobs.create(spec);
    if (idempotency.key)
        context.state.jobs.useKey(idempotency.key);
    context.state.activity.record('crawl', job.id, url, context.now);
    const body = {
        success: true,
        id: job.id,
        url: `${context.origin}/v2/crawl/${job.id}`,
    };
    if (affordable.warning !== undefined)
        body.warning = affordable.warning;
    if (generated) {
        body.promptGeneratedOptions = generated;
        body.finalCrawlerOptions = crawlerOptions;
    }
    return jsonReply(200, body);
}
/** The sites the emulator's synthetic web serves, for messages about a host it does not. */
function servedHosts(web) {
    const names = web.sites.map((site) => site.domain);
    return names.length > 4 ? `${names.slice(0, 3).join(', ')}, … ${names.at(-1)}` : names.join(', ');
}
/** Whether a URL can be scraped at all (absolute http or https). */
function isValidUrl(raw) {
    try {
        const url = new URL(raw);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    }
    catch {
        return false;
    }
}
/** `POST /batch/scrape`. */
function createBatch(context) {
    const idempotency = idempotencyCheck(context, 'batch');
    if (idempotency.reply)
        return idempotency.reply;
    const checked = validateBody(batchScrapeRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const { urls, webhook, maxConcurrency, ignoreInvalidURLs, appendToId, ...scrapeOptions } = checked.value;
    // Self-hosted builds skip invalid URLs only when the body says so.
    const tolerant = ignoreInvalidURLs ?? context.state.options.profile.skipInvalidUrls === 'default';
    const valid = urls.filter(isValidUrl);
    const invalid = urls.filter((url) => !isValidUrl(url));
    if (invalid.length > 0 && !tolerant) {
        const details = invalid.map((url) => ({
            code: 'custom',
            path: ['urls', urls.indexOf(url)],
            message: 'Invalid URL',
        }));
        return errorReply(400, 'Bad Request', { code: 'BAD_REQUEST', details });
    }
    if (valid.length === 0) {
        return errorReply(400, 'No valid URLs provided', { code: 'BAD_REQUEST', details: [] });
    }
    const { jobs, credits } = context.state;
    const cost = pageCost(scrapeOptions);
    const unpaid = paymentRequired(credits, cost);
    if (unpaid)
        return unpaid;
    let job;
    if (appendToId !== undefined) {
        job = jobs.get(appendToId, 'batch');
        if (!job)
            return jobNotFound();
        if (!jobs.extend(job, valid))
            return errorReply(409, 'Batch scrape job is no longer running');
    }
    else {
        const options = { ...scrapeOptions };
        if (maxConcurrency !== undefined)
            options.maxConcurrency = maxConcurrency;
        job = jobs.create({
            kind: 'batch',
            url: valid[0],
            options,
            source: urlListSource(context.state, valid, scrapeOptions),
            timing: timingFor(context, undefined),
            webhook: webhookTarget(webhook),
            hiddenForMs: hiddenFor(context, 'batch'),
            pageCost: cost,
        });
    }
    if (idempotency.key)
        jobs.useKey(idempotency.key);
    if (appendToId === undefined)
        context.state.activity.record('batch_scrape', job.id, valid[0], context.now);
    const body = {
        success: true,
        id: job.id,
        url: `${context.origin}/v2/batch/scrape/${job.id}`,
    };
    if (tolerant)
        body.invalidURLs = invalid;
    return jsonReply(200, body);
}
/** A job id that is not a UUID: 400 on the service, an unknown job (404) on self-hosted builds. */
function malformedId(context) {
    return context.state.options.profile.uuidIds
        ? errorReply(400, 'Invalid job ID format; job IDs are UUIDs.', { code: 'BAD_REQUEST' })
        : jobNotFound();
}
function readInteger(query, name, min) {
    const raw = query.get(name);
    if (raw === null)
        return undefined;
    const value = Number(raw);
    return raw.trim() !== '' && Number.isInteger(value) && value >= min ? value : 'invalid';
}
/** `GET /crawl/{id}` and `GET /batch/scrape/{id}`. */
function status(kind, context) {
    const id = context.params.id;
    const { profile } = context.state.options;
    if (!isUuid(id))
        return malformedId(context);
    const skip = readInteger(context.query, 'skip', 0);
    const limit = readInteger(context.query, 'limit', 1);
    if (skip === 'invalid' || limit === 'invalid') {
        const field = skip === 'invalid' ? 'skip' : 'limit';
        return errorReply(400, 'Bad Request', {
            code: 'BAD_REQUEST',
            details: [{ code: 'invalid_type', path: [field], message: `${field} must be a non-negative integer` }],
        });
    }
    const { jobs } = context.state;
    const job = jobs.get(id, kind, true);
    if (!job)
        return jobNotFound();
    if (job.status === 'failed') {
        // A job that never started answers 200 with success:false, as the service does.
        return jsonReply(200, {
            success: false,
            status: 'failed',
            error: job.error ?? 'Job failed',
            completed: 0,
            total: 0,
            creditsUsed: 0,
            expiresAt: new Date(jobs.expiresAt(job)).toISOString(),
            data: [],
        });
    }
    return renderStatusPage({
        status: job.status,
        completed: job.completed,
        total: job.total,
        creditsUsed: reportedCredits(profile, job),
        expiresAt: jobs.expiresAt(job),
        createdAt: job.createdAt,
        completedAt: job.completedAt,
        documents: job.documents,
    }, {
        skip: skip ?? 0,
        limit,
        paging: profile.statusPaging,
        nextRule: profile.nextRule,
        resourceUrl: `${context.origin}/v2/${RESOURCE[kind]}/${id}`,
        now: context.now,
    });
}
/** `DELETE /crawl/{id}` and `DELETE /batch/scrape/{id}`. */
function cancel(kind, context) {
    const id = context.params.id;
    const { profile } = context.state.options;
    if (!isUuid(id))
        return malformedId(context);
    const { jobs } = context.state;
    const job = jobs.get(id, kind);
    if (!job)
        return jobNotFound();
    if (job.status === 'completed' && profile.cancelCompleted === 'cancels') {
        // A self-hosted build marks even a finished job cancelled; its documents stay readable.
        jobs.cancel(job);
        return jsonReply(200, { status: 'cancelled' });
    }
    if (job.status === 'completed') {
        return errorReply(409, kind === 'crawl' ? 'Crawl is already completed' : 'Batch scrape is already completed');
    }
    if (job.status === 'scraping')
        jobs.cancel(job);
    return jsonReply(200, { status: 'cancelled' });
}
/** `GET /crawl/{id}/errors` and `GET /batch/scrape/{id}/errors`. */
function errors(kind, context) {
    const id = context.params.id;
    if (!isUuid(id))
        return malformedId(context);
    const job = context.state.jobs.get(id, kind);
    if (!job)
        return jobNotFound();
    return jsonReply(200, { errors: job.errors, robotsBlocked: job.robotsBlocked() });
}
/** `POST /crawl/params-preview`: the crawler options a prompt would generate, without starting a crawl. */
function paramsPreview(context) {
    const checked = validateBody(crawlParamsPreviewSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const { url, prompt } = checked.value;
    return jsonReply(200, { success: true, data: { url, ...promptCrawlOptions(prompt) } });
}
/** `GET /crawl/active`: the running crawls of the team. */
function active(context) {
    const crawls = context.state.jobs
        .all()
        .filter((job) => job.kind === 'crawl' && job.status === 'scraping')
        .map((job) => ({
        id: job.id,
        teamId: 'emulator-team',
        url: job.url,
        created_at: new Date(job.createdAt).toISOString(),
        options: job.options,
    }));
    return jsonReply(200, { success: true, crawls });
}
/** Crawl and batch scrape routes. `/crawl/active` precedes `/crawl/:id` so it is not read as an id. */
export const jobRoutes = [
    { method: 'POST', path: '/crawl', name: 'crawl.create', handle: createCrawl },
    { method: 'GET', path: '/crawl/active', name: 'crawl.active', handle: active },
    {
        method: 'POST',
        path: '/crawl/params-preview',
        name: 'crawl.params-preview',
        cloudOnly: true,
        handle: paramsPreview,
    },
    { method: 'GET', path: '/crawl/:id', name: 'crawl.status', handle: (c) => status('crawl', c) },
    { method: 'DELETE', path: '/crawl/:id', name: 'crawl.cancel', handle: (c) => cancel('crawl', c) },
    { method: 'GET', path: '/crawl/:id/errors', name: 'crawl.errors', handle: (c) => errors('crawl', c) },
    { method: 'POST', path: '/batch/scrape', name: 'batch.create', handle: createBatch },
    { method: 'GET', path: '/batch/scrape/:id', name: 'batch.status', handle: (c) => status('batch', c) },
    { method: 'DELETE', path: '/batch/scrape/:id', name: 'batch.cancel', handle: (c) => cancel('batch', c) },
    {
        method: 'GET',
        path: '/batch/scrape/:id/errors',
        name: 'batch.errors',
        cloudOnly: true,
        handle: (c) => errors('batch', c),
    },
];
