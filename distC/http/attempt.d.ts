import type { ResolvedConfig } from './config.js';
import type { Dispatchers } from './dispatchers.js';
import { type Lifecycle } from './lifecycle.js';
import type { PageRead, ParsedPage, RawAnswer, RequestSpec } from './request-spec.js';
/** A request ready to send: what every attempt of it reuses. */
export interface PreparedCall {
    spec: RequestSpec;
    /** Path and query, the base path included. */
    target: string;
    headers: Readonly<Record<string, string>>;
    body: string | undefined;
    /** Set for a page read. */
    page?: PageRead<ParsedPage> | undefined;
}
/** Sends one attempt of a call. */
export type Attempt = (call: PreparedCall) => Promise<RawAnswer>;
export declare function createAttempt(config: ResolvedConfig, dispatchers: Dispatchers, lifecycle: Lifecycle): Attempt;
