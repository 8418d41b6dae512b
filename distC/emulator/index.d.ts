/**
 * crawlstream/emulator: a local stand-in for the Firecrawl v2 service over a deterministic synthetic
 * web, with seeded fault injection, for tests, examples and benchmarks.
 *
 * @packageDocumentation
 */
export { signWebhookBody } from '../webhooks/verify-webhook-signature.js';
export type { ExecutionResult } from './browser-sessions.js';
export { requestedSeconds, simulateExecution } from './browser-sessions.js';
export type { CompletedCrawlOptions } from './completed-crawl.js';
export type { EmulatorOptions, ScrapeTimingOptions } from './emulator-options.js';
export type { ScriptedFault } from './fault-injector.js';
export type { FaultKind, FaultRates, FaultSpec, RouteName } from './fault-spec.js';
export { FAULT_KINDS, parseFaultSpec, ROUTE_NAMES } from './fault-spec.js';
export type { NetworkOptions } from './network-model.js';
export type { RequestLogEntry } from './request-log.js';
export type { ServerProfileName } from './server-profile.js';
export { SERVER_PROFILE_NAMES } from './server-profile.js';
export type { Emulator } from './start-emulator.js';
export { startEmulator } from './start-emulator.js';
export { DEFAULT_STATUS_LIMIT, STATUS_PAGE_CHAR_LIMIT } from './status-page.js';
export type { ServiceRateLimit } from './team/rate-limiter.js';
export type { ResolvedWebOptions } from './web/options.js';
export type * from './web/types.js';
export type { WebChangeRates, WebVersionChanges } from './web/web-versions.js';
export type { WebhookBody, WebhookDelivery } from './webhook-sender.js';
