import type { IncomingMessage } from 'node:http';
import type { AgentJobs } from '../agent-jobs.js';
import type { BrowserSessions } from '../browser-sessions.js';
import type { ChangeTracker } from '../change-tracker.js';
import type { ResolvedEmulatorOptions } from '../emulator-options.js';
import type { ExtractJobs } from '../extract-jobs.js';
import type { FaultInjector } from '../fault-injector.js';
import type { Reply } from '../http-reply.js';
import type { JobStore } from '../job-store.js';
import type { MonitorStore } from '../monitors/monitor-store.js';
import type { NetworkModel } from '../network-model.js';
import type { RecentCalls } from '../recent-calls.js';
import type { ActivityLog } from '../team/activity-log.js';
import type { CreditLedger } from '../team/credit-ledger.js';
import type { RateLimiter } from '../team/rate-limiter.js';
import type { CatalogueTool } from '../tools/catalogue.js';
import type { SyntheticWeb } from '../web/types.js';
/** Shared state the route handlers work on. */
export interface EmulatorState {
    options: ResolvedEmulatorOptions;
    web: SyntheticWeb;
    /** The team's `changeTracking` snapshots. */
    changes: ChangeTracker;
    jobs: JobStore;
    extracts: ExtractJobs;
    agents: AgentJobs;
    /** Recent scrapes and searches, for the routes that follow them. */
    recent: RecentCalls;
    browsers: BrowserSessions;
    faults: FaultInjector;
    network: NetworkModel;
    /** The team's credits; `undefined` on profiles that bill nothing. */
    credits: CreditLedger | undefined;
    /** The team's extract tokens; `undefined` on profiles that bill nothing. */
    tokens: CreditLedger | undefined;
    /** The team's monitors and their checks. */
    monitors: MonitorStore;
    /** The team's recent calls. */
    activity: ActivityLog;
    /** Requests per route and window; `undefined` when unlimited. */
    rateLimiter: RateLimiter | undefined;
    newId: (timeMs: number) => string;
    /** The tool catalogue, and the executions by request id (a repeat is answered again, not charged). */
    tools: {
        catalogue: readonly CatalogueTool[];
        executions: Map<string, {
            payload: string;
            reply: string;
        }>;
    };
}
/** One request as a handler sees it. */
export interface RouteContext {
    state: EmulatorState;
    req: IncomingMessage;
    /** Path parameters (`id`, `checkId`). */
    params: Record<string, string>;
    query: URLSearchParams;
    /** The parsed JSON body (`{}` when the request had none). */
    body: unknown;
    /** `{proto}://{host}` of the request itself, for absolute URLs in replies. */
    origin: string;
    now: number;
}
/** A route of the emulator. */
export interface Route {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    /** Path below `/v2`, with `:id` for the path parameter. */
    path: string;
    /** Its name, for fault rates and the request log (`RouteName`: every route table's names). */
    name: string;
    /** Only the cloud service has it; self-hosted builds answer 404 (see `ServerProfile.allRoutes`). */
    cloudOnly?: true;
    /** The API it is under: `/v2` (the service's, by default) or `/v1` (an OpenAI-compatible embeddings server's). */
    api?: 'v1' | 'v2';
    /** Answers without the API key, as a local embeddings server (Ollama, vLLM) does. */
    keyless?: true;
    handle(context: RouteContext): Reply | Promise<Reply>;
}
