/**
 * crawlstream/emulator: a local stand-in for the Firecrawl v2 service over a deterministic synthetic
 * web, with seeded fault injection, for tests, examples and benchmarks.
 *
 * @packageDocumentation
 */
// The one signer, with the receiver's argument order (body, secret), re-exported for test deliveries.
export { signWebhookBody } from '../webhooks/verify-webhook-signature.js';
export { requestedSeconds, simulateExecution } from './browser-sessions.js';
export { FAULT_KINDS, parseFaultSpec, ROUTE_NAMES } from './fault-spec.js';
export { SERVER_PROFILE_NAMES } from './server-profile.js';
export { startEmulator } from './start-emulator.js';
export { DEFAULT_STATUS_LIMIT, STATUS_PAGE_CHAR_LIMIT } from './status-page.js';
