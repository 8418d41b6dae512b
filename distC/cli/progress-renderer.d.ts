import type { TextOutput } from './cli-context.js';
/** What the renderer shows; the library's `Progress` objects fit this shape. */
export interface ProgressSnapshot {
    /** Documents received so far. */
    documents: number;
    /** Characters of document JSON received so far. */
    bytes: number;
    /** Status pages read so far. */
    pages: number;
    /** The job's own `completed` count. */
    jobCompleted: number;
    /** The job's own `total` count (grows while a crawl discovers pages). */
    jobTotal: number;
    /** The job's status as last read. */
    status?: string;
    /** Requests retried so far. */
    retries?: number;
}
/** Options for {@link createProgressRenderer}. */
export interface ProgressRendererOptions {
    /** Where to draw; a terminal gets a redrawn bar, anything else periodic plain lines. */
    output: TextOutput;
    /** Text before the bar, e.g. `crawl`. */
    label: string;
    /** Clock in milliseconds. @default performance.now */
    now?: () => number;
    /** Minimum time between two redraws of the bar. @default 100 */
    redrawMs?: number;
    /** Minimum time between two plain lines when the output is not a terminal. @default 2000 */
    lineMs?: number;
}
/** Draws progress; see {@link createProgressRenderer}. */
export interface ProgressRenderer {
    /** Records the latest snapshot and redraws if enough time passed. */
    update(snapshot: ProgressSnapshot): void;
    /** Draws the final state and ends the line. Safe to call twice. */
    finish(): void;
    /** The latest snapshot, for the final summary. */
    readonly last: ProgressSnapshot;
    /** Milliseconds since the renderer was created. */
    elapsedMs(): number;
}
/**
 * Renders export progress on stderr: on a terminal, one bar redrawn in place (documents, MB, pages, job
 * completed/total, rate, ETA); otherwise one plain line every couple of seconds, so logs stay readable.
 * It never sees the API key: it only receives counters.
 */
export declare function createProgressRenderer(options: ProgressRendererOptions): ProgressRenderer;
/**
 * Formats one progress line, e.g.
 * `crawl [########------------] 1200/3000 docs  14.2 MB received  12 status pages  job 1400/3000 completed  5.1 MB/s  430 docs/s  ETA 4s`.
 * While the job is still scraping its total is only what it found so far: the line says `so far` and shows
 * no ETA, since the end is not known yet. The MB are the documents' JSON text as received. With `columns`
 * (a terminal) the bar is sized to fit.
 */
export declare function formatProgressLine(label: string, p: ProgressSnapshot, elapsedMs: number, columns?: number): string;
/** Formats a byte count in megabytes (10^6), one decimal: `14.2 MB`. */
export declare function formatMegabytes(bytes: number): string;
/** Formats seconds as `42s`, `3m05s` or `1h02m`. */
export declare function formatDuration(seconds: number): string;
