import { createServer } from 'node:http';
import { AgentJobs } from './agent-jobs.js';
import { BrowserSessions } from './browser-sessions.js';
import { ChangeTracker } from './change-tracker.js';
import { renderCompletedCrawl } from './completed-crawl.js';
import { CrawlStatusSockets } from './crawl-status-socket.js';
import { resolveEmulatorOptions } from './emulator-options.js';
import { EmulatorServer } from './emulator-server.js';
import { ExtractJobs } from './extract-jobs.js';
import { FaultInjector } from './fault-injector.js';
import { JobStore } from './job-store.js';
import { MonitorStore } from './monitors/monitor-store.js';
import { NetworkModel } from './network-model.js';
import { RecentCalls } from './recent-calls.js';
import { createRandom, hashSeed } from './seeded-random.js';
import { ActivityLog } from './team/activity-log.js';
import { CreditLedger } from './team/credit-ledger.js';
import { RateLimiter } from './team/rate-limiter.js';
import { toolCatalogue } from './tools/catalogue.js';
import { uuidV7 } from './uuid-v7.js';
import { createSyntheticWeb } from './web/index.js';
import { WebhookSender } from './webhook-sender.js';
/**
 * Starts a local stand-in for the v2 service on 127.0.0.1 (port 0 by default: a free port).
 *
 * @example
 * const emulator = await startEmulator({ seed: 7, scrape: { pagesPerSecond: 500 } });
 * // emulator.url => 'http://127.0.0.1:40123'; requests go to `${emulator.url}/v2/...`
 * await emulator.close();
 */
export async function startEmulator(options = {}) {
    const resolved = resolveEmulatorOptions(options);
    const webhooks = new WebhookSender(resolved.webhookSecret);
    const state = emulatorState(resolved, webhooks);
    const { jobs, credits } = state;
    const handler = new EmulatorServer(state);
    const statusSockets = new CrawlStatusSockets(state, handler.log);
    const server = createServer({ keepAliveTimeout: 5_000 }, handler.listener);
    server.on('upgrade', statusSockets.upgrade);
    const sockets = new Set();
    server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
    });
    await listen(server, resolved.port, resolved.host);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : resolved.port;
    resolved.port = port;
    const host = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
    let closed;
    return {
        url: `http://${host}:${port}`,
        apiKey: resolved.apiKey,
        requests: handler.log,
        webhookDeliveries: webhooks.deliveries,
        web: state.web,
        connections: () => sockets.size,
        credits: () => credits?.remaining,
        jobs: {
            documents: (jobId, from) => jobs.documents(jobId, from),
            sourceUrls: (jobId, from) => jobs.sourceUrls(jobId, from),
            documentLengths: (jobId, from) => jobs.documentLengths(jobId, from),
            peakRunning: () => state.jobs.peakRunning(),
        },
        createCompletedCrawl(crawl) {
            const url = crawl.url ?? 'https://site-1.test';
            const job = jobs.create({
                kind: 'crawl',
                url,
                options: { limit: crawl.pages },
                source: { nextUrl: () => undefined, render: () => ({ ok: false, error: 'not scraped' }) },
                timing: { pagesPerSecond: 1, concurrency: 1, completionLagMs: 0 },
                finished: renderCompletedCrawl(crawl, resolved.seed),
            });
            return job.id;
        },
        advanceWeb: () => state.web.advance(),
        injectFault: (fault) => state.faults.script(fault),
        webhooksIdle: () => webhooks.idle(),
        close() {
            closed ??= (async () => {
                jobs.close();
                handler.close();
                statusSockets.close();
                webhooks.close();
                const done = new Promise((resolve) => server.close(() => resolve()));
                server.closeAllConnections();
                await done;
            })();
            return closed;
        },
    };
}
/** What the emulator serves from: its web, jobs, monitors, ledgers and fault plans. */
function emulatorState(resolved, webhooks) {
    const idRandom = createRandom(hashSeed(resolved.seed, 'ids'));
    const newId = (timeMs) => uuidV7(timeMs, idRandom);
    const billed = resolved.profile.credits === 'count';
    const periodStart = resolved.now();
    const credits = billed
        ? new CreditLedger({ credits: resolved.credits, planCredits: resolved.credits, periodStart })
        : undefined;
    const jobs = new JobStore({
        seed: resolved.seed,
        ttlMs: resolved.jobTtlMs,
        now: resolved.now,
        webhooks,
        newId,
        credits,
        maxJobs: resolved.maxConcurrency,
    });
    // The monitors render with the state's web, which an advance replaces: read it when a check runs.
    const renderer = {
        get web() {
            return state.web;
        },
        get changes() {
            return state.changes;
        },
        get tools() {
            return state.tools;
        },
    };
    const state = {
        options: resolved,
        web: createSyntheticWeb(resolved.site),
        changes: new ChangeTracker(resolved.profile.changeTracking === 'compare', resolved.now),
        jobs,
        extracts: new ExtractJobs(resolved.jobTtlMs),
        agents: new AgentJobs(resolved.jobTtlMs),
        recent: new RecentCalls(),
        browsers: new BrowserSessions(newId),
        faults: new FaultInjector(resolved.faults, resolved.seed),
        network: new NetworkModel(resolved.network, resolved.seed),
        credits,
        tokens: billed
            ? new CreditLedger({ credits: TEAM_TOKENS, planCredits: TEAM_TOKENS, periodStart })
            : undefined,
        monitors: new MonitorStore({ renderer, credits, newId }),
        activity: new ActivityLog(),
        rateLimiter: resolved.rateLimit ? new RateLimiter(resolved.rateLimit) : undefined,
        newId,
        tools: { catalogue: toolCatalogue(resolved.seed), executions: new Map() },
    };
    return state;
}
/** Extract tokens of the emulator's team. */
const TEAM_TOKENS = 1_000_000;
function listen(server, port, host) {
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
        });
    });
}
