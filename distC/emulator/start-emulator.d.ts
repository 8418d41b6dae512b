import { type CompletedCrawlOptions } from './completed-crawl.js';
import { type EmulatorOptions } from './emulator-options.js';
import { type ScriptedFault } from './fault-injector.js';
import type { RequestLogEntry } from './request-log.js';
import type { SyntheticWeb } from './web/types.js';
import type { WebVersionChanges } from './web/web-versions.js';
import { type WebhookDelivery } from './webhook-sender.js';
/** A running emulator. */
export interface Emulator {
    /** Base URL without `/v2`, e.g. `http://127.0.0.1:40123`. */
    readonly url: string;
    /** The bearer token it accepts. */
    readonly apiKey: string;
    /** Every request received, in arrival order (no credential values). */
    readonly requests: readonly RequestLogEntry[];
    /** Webhook calls made, in order. */
    readonly webhookDeliveries: readonly WebhookDelivery[];
    /** The synthetic web behind the service. */
    readonly web: SyntheticWeb;
    /** Credits the team has left (ground truth); `undefined` on profiles that bill nothing. */
    credits(): number | undefined;
    /** Open client connections right now. */
    connections(): number;
    /** Ground truth. */
    readonly jobs: {
        /**
         * Documents of a crawl or batch job in `data` order, as finished so far; from the `from`-th on (0 by
         * default), so that a watch of a running job reads each document once.
         */
        documents(jobId: string, from?: number): readonly Record<string, unknown>[];
        /**
         * Each of those documents' `metadata.sourceURL`, in the same order, without reading the documents
         * (which `documents` parses whole).
         */
        sourceUrls(jobId: string, from?: number): readonly string[];
        /** Each of those documents' length in characters as the status pages' JSON text, in the same order. */
        documentLengths(jobId: string, from?: number): readonly number[];
        /** The most crawl and batch scrape jobs that were scraping at once so far (queued ones not counted). */
        peakRunning(): number;
    };
    /**
     * Creates an already completed crawl whose documents are pre-rendered, for benchmarks: status
     * pages are served by writing stored buffers. Returns the job id.
     */
    createCompletedCrawl(options: CompletedCrawlOptions): string;
    /**
     * Moves the synthetic web to its next version (pages edited, added, removed; `SyntheticWeb.advance`),
     * as `POST /_emulator/web/advance` does for an emulator run as a process. Jobs already running keep
     * their frontier; change-tracking snapshots stay.
     */
    advanceWeb(): WebVersionChanges;
    /** Forces a fault on the next matching request(s), ahead of the seeded random faults. */
    injectFault(fault: ScriptedFault): void;
    /** Resolves once every queued webhook delivery is done. */
    webhooksIdle(): Promise<void>;
    /** Stops the server, drops open connections and timers. */
    close(): Promise<void>;
}
/**
 * Starts a local stand-in for the v2 service on 127.0.0.1 (port 0 by default: a free port).
 *
 * @example
 * const emulator = await startEmulator({ seed: 7, scrape: { pagesPerSecond: 500 } });
 * // emulator.url => 'http://127.0.0.1:40123'; requests go to `${emulator.url}/v2/...`
 * await emulator.close();
 */
export declare function startEmulator(options?: EmulatorOptions): Promise<Emulator>;
