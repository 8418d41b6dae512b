import { pageCost } from '../../operations/page-cost.js';
import { errorReply, jsonReply } from '../http-reply.js';
import { extractRequestSchema, mapRequestSchema, scrapeRequestSchema, searchRequestSchema, } from '../request-schemas.js';
import { paymentRequired } from '../team/payment.js';
import { searchTools } from '../tools/catalogue.js';
import { isUuid } from '../uuid-v7.js';
import { validateBody } from '../validate-body.js';
import { SyntheticWebInputError } from '../web/index.js';
import { isKnownHost, renderPage } from '../web-page-source.js';
import { executeTools, isToolsBody } from './tool-routes.js';
/** Extract is deprecated upstream; its replies say so in headers, never by failing. */
const DEPRECATION_HEADERS = {
    deprecation: 'true',
    warning: '299 - "The extract endpoint is deprecated; use scrape with the json format or the agent endpoint."',
};
/** `POST /scrape`: the document of one URL. */
function scrape(context) {
    if (isToolsBody(context.body) && context.state.options.profile.allRoutes)
        return executeTools(context);
    const checked = validateBody(scrapeRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const { url, ...options } = checked.value;
    const { credits } = context.state;
    const cost = pageCost(options);
    const unpaid = paymentRequired(credits, cost);
    if (unpaid)
        return unpaid;
    context.state.activity.record('scrape', context.state.newId(context.now), url, context.now);
    if (!isKnownHost(context.state.web, url)) {
        // The service answers a DNS failure with HTTP 200 and success:false.
        return jsonReply(200, {
            success: false,
            code: 'SCRAPE_DNS_RESOLUTION_ERROR',
            error: `DNS resolution failed for ${new URL(url).hostname}. Check the URL for typos.`,
        });
    }
    const page = renderPage(context.state, url, options);
    if (page.ok) {
        credits?.charge(cost, context.now);
        // The scrape's id, as the service gives it: `GET /scrape/{id}` reads the document again.
        const scrapeId = context.state.newId(context.now);
        const json = page.json.replace('"metadata":{', `"metadata":{"scrapeId":"${scrapeId}",`);
        context.state.recent.scrapes.set(scrapeId, { json, at: context.now });
        return { status: 200, chunks: [Buffer.from(`{"success":true,"data":${json}}`)] };
    }
    const status = page.code === 'SCRAPE_TIMEOUT' ? 408 : 500;
    return errorReply(status, page.error, { code: page.code ?? 'SCRAPE_ALL_ENGINES_FAILED' });
}
/** `POST /search`. Credits: 2 per 10 results, plus 1 per scraped result, as the service bills. */
function search(context) {
    const checked = validateBody(searchRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const { credits, activity } = context.state;
    const unpaid = paymentRequired(credits, 2);
    if (unpaid)
        return unpaid;
    const data = searchAnswer(context, checked.value);
    const results = (data.web?.length ?? 0) + (data.images?.length ?? 0) + (data.news?.length ?? 0);
    const scraped = checked.value.scrapeOptions?.formats?.length
        ? (data.web?.length ?? 0) + (data.news?.length ?? 0)
        : 0;
    const creditsUsed = Math.ceil(results / 10) * 2 + scraped;
    // What the balance cannot cover is not billed: the answer was already made.
    credits?.charge(Math.min(creditsUsed, credits.remaining), context.now);
    const id = context.state.newId(context.now);
    activity.record('search', id, checked.value.query, context.now);
    context.state.recent.searches.set(id, { at: context.now, credits: creditsUsed });
    return jsonReply(200, { success: true, data, id, creditsUsed });
}
/** The web's answer to a search, and the catalogue's tools when the `alexandria` source is asked. */
function searchAnswer(context, request) {
    const isTools = (s) => s === 'alexandria' || s?.type === 'alexandria';
    const sources = request.sources;
    const webSources = sources?.filter((s) => !isTools(s));
    const data = webSources === undefined || webSources.length > 0
        ? context.state.web.search({ ...request, ...(webSources ? { sources: webSources } : {}) })
        : {};
    if (sources?.some(isTools) && context.state.options.profile.allRoutes) {
        data.tools = searchTools(context.state.tools.catalogue, request.query, request);
    }
    return data;
}
/** Simulated time a map takes: 50 ms plus 0.2 ms per link found; a smaller `timeout` gives 408. */
export function mapDurationMs(links) {
    return 50 + links * 0.2;
}
/** `POST /map`. */
function map(context) {
    const checked = validateBody(mapRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const unpaid = paymentRequired(context.state.credits, 1);
    if (unpaid)
        return unpaid;
    const links = context.state.web.map(checked.value);
    const timeout = checked.value.timeout;
    if (timeout !== undefined && timeout < mapDurationMs(links.length)) {
        return errorReply(408, `Map timed out after ${timeout}ms.`, { code: 'MAP_TIMEOUT' });
    }
    const id = context.state.newId(context.now);
    context.state.credits?.charge(1, context.now);
    context.state.activity.record('map', id, checked.value.url, context.now);
    const body = { success: true, id, links };
    const asked = checked.value.limit ?? 5000;
    if (links.length < FEW_LINKS && links.length < asked) {
        body.warning = `Only ${links.length} result(s) found. For broader coverage, try mapping the base domain or include subdomains.`;
    }
    return jsonReply(200, body);
}
/** Below this many links a map answer carries the service's "Only N result(s) found" warning. */
const FEW_LINKS = 5;
/** `POST /extract`: starts a job that finishes after `scrape.extractMs`. */
function startExtract(context) {
    const checked = validateBody(extractRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const request = checked.value;
    if ((request.urls === undefined || request.urls.length === 0) && request.prompt === undefined) {
        return errorReply(400, 'Bad Request', {
            code: 'BAD_REQUEST',
            details: [{ code: 'custom', path: ['urls'], message: 'Either urls or prompt is required' }],
            headers: DEPRECATION_HEADERS,
        });
    }
    let result;
    try {
        result = context.state.web.extract(request);
    }
    catch (error) {
        if (!(error instanceof SyntheticWebInputError))
            throw error;
        // With ignoreInvalidURLs:false the service refuses the whole request.
        return errorReply(400, 'Bad Request', {
            code: 'BAD_REQUEST',
            details: [{ code: 'custom', path: ['urls'], message: error.message }],
            headers: DEPRECATION_HEADERS,
        });
    }
    const { now, state } = context;
    const id = state.newId(now);
    // Billed at the start: the result is known now, and the status answers report the same figures.
    const tokens = extractTokens(result);
    state.tokens?.charge(Math.min(tokens, state.tokens.remaining), now);
    state.credits?.charge(Math.min(Math.ceil(tokens / 15), state.credits.remaining), now);
    state.activity.record('extract', id, request.urls?.[0] ?? request.prompt ?? null, now);
    state.extracts.add({
        id,
        createdAt: now,
        readyAt: now + state.options.scrape.extractMs,
        result,
        status: 'processing',
    });
    const body = { success: true, id, urlTrace: [] };
    const invalid = result.invalidURLs ?? [];
    if (request.ignoreInvalidURLs !== false && invalid.length > 0)
        body.invalidURLs = invalid;
    return jsonReply(200, body, DEPRECATION_HEADERS);
}
/** `GET /extract/{id}`. */
function extractStatus(context) {
    const id = context.params.id;
    if (!isUuid(id))
        return errorReply(400, 'Invalid job ID format; job IDs are UUIDs.', { code: 'BAD_REQUEST' });
    const job = context.state.extracts.get(id, context.now);
    if (!job)
        return errorReply(404, 'Extract job not found', { headers: DEPRECATION_HEADERS });
    const done = job.status === 'completed';
    const body = {
        success: true,
        status: job.status,
        data: done ? job.result.data : [],
        expiresAt: new Date(context.state.extracts.expiresAt(job)).toISOString(),
    };
    if (done && job.result.sources)
        body.sources = job.result.sources;
    if (done) {
        const tokens = extractTokens(job.result);
        body.tokensUsed = tokens;
        body.creditsUsed = Math.ceil(tokens / 15);
    }
    return jsonReply(200, body, DEPRECATION_HEADERS);
}
/** Tokens an extract costs: a quarter of its data's characters, plus the prompt's 200. */
function extractTokens(result) {
    return Math.ceil(JSON.stringify(result.data ?? null).length / 4) + 200;
}
/** Scrape, search, map and extract routes. */
export const contentRoutes = [
    { method: 'POST', path: '/scrape', name: 'scrape', handle: scrape },
    { method: 'POST', path: '/search', name: 'search', handle: search },
    { method: 'POST', path: '/map', name: 'map', handle: map },
    { method: 'POST', path: '/extract', name: 'extract.create', handle: startExtract },
    { method: 'GET', path: '/extract/:id', name: 'extract.status', handle: extractStatus },
];
