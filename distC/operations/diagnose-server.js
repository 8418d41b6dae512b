/**
 * `diagnoseServer(options)`: probes a server and says what it supports and which known quirks of
 * self-hosted builds it has, with what crawlstream does about each. Behind `crawlstream doctor`.
 *
 * Nothing it sends can create a job: the idempotency probe is a crawl start with an empty body (refused by
 * validation, after the key was looked at), the route probes read an unknown job, and the paging probe reads
 * a job the caller names. Only the change-tracking probe can cost: one scrape of a page the caller names
 * (or the first document of its job), on a server other than the cloud service.
 */
import { randomUUID } from 'node:crypto';
import { CrawlstreamError } from '../errors/errors.js';
import { DEFAULT_API_URL } from '../http/config.js';
import { createTransport } from '../http/transport.js';
import { jobPath } from '../paging/job-path.js';
import { probeChangeTracking } from './change-tracking-probe.js';
import { checkJobLifetime, checkTeamUsage } from './diagnose-team.js';
import { scrape } from './scrape.js';
/** An id no job has; a UUID, so servers that check the id format read it as unknown rather than malformed. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/**
 * Probes the server `options` point at.
 *
 * @example
 * ```ts
 * const report = await diagnoseServer({ apiUrl: 'http://localhost:3002', jobId });
 * for (const c of report.checks) console.log(c.name, c.status, c.found);
 * ```
 */
export async function diagnoseServer(options = {}) {
    const transport = createTransport({ ...options, maxRetries: options.maxRetries ?? 1 });
    const checks = [];
    try {
        const reachable = await checkReachable(transport);
        checks.push(reachable);
        if (reachable.status !== 'fail') {
            checks.push(await checkAuth(options));
            checks.push(await checkIdempotency(transport));
            checks.push(await checkRoutes(transport));
            const team = await checkTeamUsage(transport);
            checks.push(...team);
            const billed = team.find((c) => c.name === 'credits')?.status === 'ok';
            if (options.jobId !== undefined)
                checks.push(await checkJobLifetime(transport, options.jobId, { billed }));
            checks.push(await checkPaging(transport, options.jobId));
            checks.push(await checkChangeTracking(transport, options));
            checks.push(await checkWebSocket(transport.origin, options));
        }
    }
    finally {
        await transport.close();
    }
    const safe = checks.every((c) => c.status !== 'fail');
    const notChecked = checks.filter((c) => c.status === 'unknown').map((c) => c.name);
    return { origin: transport.origin, checks, safe, notChecked };
}
function describe(err) {
    if (err instanceof CrawlstreamError)
        return err.message;
    return err instanceof Error ? err.message : String(err);
}
async function checkReachable(transport) {
    try {
        await transport.json({ method: 'GET', path: '/v2/crawl/active' });
        return { name: 'reachable', status: 'ok', found: 'GET /v2/crawl/active answered 200', action: 'none' };
    }
    catch (err) {
        return {
            name: 'reachable',
            status: 'fail',
            found: describe(err),
            action: 'check --api-url (or CRAWLSTREAM_API_URL) and the API key',
        };
    }
}
async function checkAuth(options) {
    const stranger = createTransport({ ...options, apiKey: 'fc-crawlstream-doctor-probe', maxRetries: 0 });
    try {
        await stranger.json({ method: 'GET', path: '/v2/crawl/active' });
        return {
            name: 'auth',
            status: 'quirk',
            found: 'a made-up API key is accepted (a self-hosted server without a database accepts any key or none)',
            action: 'nothing to do for crawlstream; keep the server on a network only its users reach',
        };
    }
    catch (err) {
        const status = err instanceof CrawlstreamError ? err.status : undefined;
        if (status === 401 || status === 403) {
            return {
                name: 'auth',
                status: 'ok',
                found: `a made-up API key is refused (${status})`,
                action: 'none',
            };
        }
        return { name: 'auth', status: 'unknown', found: describe(err), action: 'none' };
    }
    finally {
        await stranger.close();
    }
}
async function checkIdempotency(transport) {
    const name = 'idempotency';
    try {
        // An empty body never creates a job: the server looks at the key first, then refuses the body.
        await transport.json({ method: 'POST', path: '/v2/crawl', body: {}, idempotencyKey: randomUUID() });
        return { name, status: 'unknown', found: 'an empty crawl start was accepted', action: 'none' };
    }
    catch (err) {
        const status = err instanceof CrawlstreamError ? err.status : undefined;
        if (status === 400) {
            return {
                name,
                status: 'ok',
                found: 'a crawl start with an x-idempotency-key reaches validation (keys are honoured)',
                action: 'a retried start carries the same key, so it never creates a second job',
            };
        }
        if (status === 500) {
            return {
                name,
                status: 'quirk',
                found: 'a crawl start with an x-idempotency-key answers 500 (the key is looked up in a database that is not there)',
                action: 'crawlstream checks the active crawls and starts the crawl once more without the key; a start whose answer is lost is not repeated',
            };
        }
        return { name, status: 'unknown', found: describe(err), action: 'none' };
    }
}
async function checkRoutes(transport) {
    const probes = [
        ['GET', `${jobPath('batch', UNKNOWN_ID)}/errors`],
        ['GET', '/v2/browser'],
    ];
    const missing = [];
    for (const [method, path] of probes) {
        try {
            await transport.json({ method: method, path });
        }
        catch (err) {
            if (err instanceof CrawlstreamError && err.code === 'ROUTE_NOT_FOUND')
                missing.push(`${method} ${path}`);
        }
    }
    if (missing.length === 0) {
        return {
            name: 'routes',
            status: 'ok',
            found: 'batch scrape errors and browser sessions are offered',
            action: 'none',
        };
    }
    return {
        name: 'routes',
        status: 'missing',
        found: `not offered: ${missing.join(', ').replace(UNKNOWN_ID, '{id}')}`,
        action: 'those operations fail with a NotFoundError (code ROUTE_NOT_FOUND) that says so; crawls, batch scrapes and their exports are unaffected',
    };
}
async function checkPaging(transport, jobId) {
    const name = 'paging';
    if (jobId === undefined) {
        return {
            name,
            status: 'unknown',
            found: 'not checked',
            action: 'pass a job id (crawlstream doctor --job ID) of a crawl or batch scrape with at least 3 documents to check skip and limit',
        };
    }
    let path = jobPath('crawl', jobId);
    const read = (query) => transport.json({ method: 'GET', path, query }).then((r) => r.data.data ?? []);
    let all;
    try {
        all = await read({ skip: 0 });
    }
    catch (err) {
        if (!(err instanceof CrawlstreamError && err.status === 404))
            throw err;
        path = jobPath('batch', jobId);
        all = await read({ skip: 0 });
    }
    if (all.length < 3) {
        return {
            name,
            status: 'unknown',
            found: `job ${jobId} has ${all.length} documents on its first page`,
            action: 'pass a job with at least 3 documents',
        };
    }
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const fromOne = await read({ skip: 1, limit: 2 });
    if (fromOne.length > 0 && same(fromOne[0], all[0])) {
        return {
            name,
            status: 'fail',
            found: 'skip is ignored: every status read answers from the first document, cut at about 10 MiB (the open-source server of 2025)',
            action: 'crawlstream never writes a document twice: it keeps the new documents of each read, and stops with a CursorError (code SKIP_IGNORED, non-zero exit) once a job outgrows the first 10 MiB; upgrade the server to a build that honours skip',
        };
    }
    if (!(fromOne.length > 0 && same(fromOne[0], all[1]))) {
        return {
            name,
            status: 'fail',
            found: 'skip=1 does not start at the second document',
            action: 'crawlstream checks every page and stops with a CursorError rather than write a duplicate',
        };
    }
    const one = await read({ skip: 0, limit: 1 });
    if (fromOne.length === 1 && one.length === 0) {
        return {
            name,
            status: 'quirk',
            found: 'skip is honoured; limit=N answers N−1 documents (limit=1 none, with a next to the same place)',
            action: 'crawlstream sends no limit unless asked (the pageLimit option); with one, its own count keeps every document once, and limit=1 ends with a CursorError (MISSING_DOCUMENTS), never a silent gap',
        };
    }
    return { name, status: 'ok', found: 'skip and limit are honoured', action: 'none' };
}
async function checkWebSocket(origin, options) {
    const name = 'websocket';
    const url = `${origin.replace(/^http/, 'ws')}/v2/crawl/${UNKNOWN_ID}`;
    const waitMs = options.webSocketTimeoutMs ?? 5000;
    // Loaded here only: undici's entry point is large, and nothing else needs its WebSocket (undici-parts.ts).
    const { WebSocket } = await import('undici');
    const outcome = await new Promise((resolve) => {
        let opened = false;
        const socket = new WebSocket(url, ['crawlstream-doctor-probe']);
        const timer = setTimeout(() => {
            socket.close();
            resolve('timeout');
        }, waitMs);
        socket.addEventListener('open', () => {
            opened = true;
        });
        socket.addEventListener('close', (event) => {
            clearTimeout(timer);
            resolve(opened ? `closed ${event.code}` : 'refused');
        });
        socket.addEventListener('error', () => undefined);
    });
    const sdkNote = "crawlstream reads status pages unless asked (--status-stream websocket, the statusStream option); the official SDK's crawl watcher always uses it";
    if (outcome.startsWith('closed')) {
        return {
            name,
            status: 'ok',
            found: `WebSocket /v2/crawl/{id} is offered (an unknown job ${outcome})`,
            action: sdkNote,
        };
    }
    return {
        name,
        status: 'missing',
        found: outcome === 'timeout'
            ? 'the WebSocket status route did not answer'
            : 'the WebSocket upgrade is refused',
        action: `${sdkNote}, and crashes where the upgrade is refused`,
    };
}
async function checkChangeTracking(transport, options) {
    const name = 'changes';
    if (transport.origin === new URL(DEFAULT_API_URL).origin) {
        return { name, status: 'ok', found: 'the cloud service compares pages (changeTracking)', action: 'none' };
    }
    const url = options.probeUrl ?? (await firstDocumentUrl(transport, options.jobId));
    if (url === undefined) {
        return {
            name,
            status: 'unknown',
            found: 'not checked',
            action: 'pass --url URL (one page is scraped with the changeTracking format) or --job ID; crawl --changes probes the server itself before its first job',
        };
    }
    const probe = await probeChangeTracking((request) => scrape(transport, request), url);
    if (!probe.conclusive)
        return { name, status: 'unknown', found: probe.found, action: 'pass another --url' };
    return probe.supported
        ? { name, status: 'ok', found: probe.found, action: 'none' }
        : {
            name,
            status: 'quirk',
            found: `change tracking is not offered: ${probe.found}`,
            action: "--changes starts jobs without the changeTracking format on this server, and crawlstream's fingerprints decide",
        };
}
/** The source URL of the first document of a crawl or batch job, if any. */
async function firstDocumentUrl(transport, jobId) {
    if (jobId === undefined)
        return undefined;
    for (const kind of ['crawl', 'batch']) {
        try {
            const { data } = await transport.json({
                method: 'GET',
                path: jobPath(kind, jobId),
            });
            const url = data.data?.[0]?.metadata?.sourceURL;
            return typeof url === 'string' ? url : undefined;
        }
        catch {
            // the other kind, or nothing
        }
    }
    return undefined;
}
