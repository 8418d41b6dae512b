import type { FaultSpec } from './fault-spec.js';
import type { NetworkOptions } from './network-model.js';
import { type ServerProfile, type ServerProfileName } from './server-profile.js';
import type { ServiceRateLimit } from './team/rate-limiter.js';
import type { SyntheticWebOptions } from './web/types.js';
/** How fast simulated jobs scrape. */
export interface ScrapeTimingOptions {
    /** Pages finished per second when every worker is busy. @default 100 */
    pagesPerSecond?: number;
    /** Pages scraped at the same time (a job's `maxConcurrency` can only lower it). @default 10 */
    concurrency?: number;
    /** Delay between a job's last page and its `completed` status (the service sweeps every ~15 s). @default 100 */
    completionLagMs?: number;
    /**
     * Share of pages, 0..1, whose scrape fails; they show up in `/errors`, not in `data`. Passed to the
     * synthetic web, so a failing page fails in every job. @default the site's own default (0.02)
     */
    failureRate?: number;
    /** Time an extract job stays `processing`. @default 200 */
    extractMs?: number;
}
/** Options of {@link startEmulator}. */
export interface EmulatorOptions {
    /** TCP port; 0 picks a free one. @default 0 */
    port?: number;
    /** Interface to bind. @default '127.0.0.1' */
    host?: string;
    /** The bearer token clients must send. @default a key derived from the seed */
    apiKey?: string;
    /** Seed of every random decision: same seed, same web, same schedule, same faults. @default 1 */
    seed?: number;
    /** The synthetic web the jobs crawl. @default 3 sites of 40 pages */
    site?: SyntheticWebOptions;
    /** Job speed. */
    scrape?: ScrapeTimingOptions;
    /** Seeded fault injection. @default no faults */
    faults?: FaultSpec;
    /** Secret of the `X-Firecrawl-Signature` HMAC on webhook calls. @default 'emulator-webhook-secret' */
    webhookSecret?: string;
    /** How long a job lives after its last write; then its id reads 404. @default 86400000 (24 h) */
    jobTtlMs?: number;
    /** Clock in epoch milliseconds; tests may pass a controllable one. @default Date.now */
    now?: () => number;
    /**
     * Which server to play: the cloud service, or a self-hosted open-source server of 2025 with its quirks
     * (`self-hosted-2025`: status paging ignores `skip`; `self-hosted-2025-fixed`: `skip` honoured, `limit=N`
     * yields N−1 documents; both: no auth, a UUID `x-idempotency-key` on `POST /crawl` answers 500, no
     * `/browser` or `/batch/scrape/{id}/errors`, HTML 404 pages). @default 'cloud'
     */
    profile?: ServerProfileName;
    /**
     * What the network and the service's storage cost a status read: server time per page (fixed plus per
     * MB, with seeded jitter), a bandwidth cap per connection, concurrent status reads per job.
     * @default none: every status read is instant
     */
    network?: NetworkOptions;
    /**
     * Credits the team has at the start. Each scraped page draws on them by the service's rules (1 credit, 5
     * with the `json` format, +4 with the stealth proxy, ...); an empty balance answers 402. Self-hosted
     * profiles bill nothing. @default 100000000 (tests and the demo never run out)
     */
    credits?: number;
    /**
     * The team's most crawl and batch scrape jobs running at once: a job started beyond it waits in the queue
     * (status `scraping`, no page yet) until one ends, as the service queues it, and `GET /concurrency-check`
     * answers the jobs running and this limit. @default no limit
     */
    maxConcurrency?: number;
    /**
     * Whether `GET /team/activity` has an analytics store behind it; without one it answers 501, as a
     * self-hosted 2026 build does. @default true
     */
    analytics?: boolean;
    /**
     * The service's rate limit: requests per route (scrape, search, map by default) within a sliding window;
     * over it, 429 with the wait in the message, as the service answers. @default unlimited
     */
    rateLimit?: ServiceRateLimit;
}
/** Options with every default applied. */
export interface ResolvedEmulatorOptions {
    port: number;
    host: string;
    apiKey: string;
    seed: number;
    site: SyntheticWebOptions;
    scrape: Required<Omit<ScrapeTimingOptions, 'failureRate'>>;
    faults: FaultSpec;
    webhookSecret: string;
    jobTtlMs: number;
    now: () => number;
    profile: ServerProfile;
    network: NetworkOptions;
    credits: number;
    analytics: boolean;
    rateLimit: ServiceRateLimit | undefined;
    maxConcurrency: number | undefined;
}
/** Applies the defaults. */
export declare function resolveEmulatorOptions(options?: EmulatorOptions): ResolvedEmulatorOptions;
