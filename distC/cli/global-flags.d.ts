import type { FlagSpec, ParsedInput } from './command.js';
/**
 * Flags every command accepts. The API key and URL fall back to the environment exactly as the library's
 * client does (`CRAWLSTREAM_API_KEY`, `FIRECRAWL_API_KEY`; `CRAWLSTREAM_API_URL`, `FIRECRAWL_API_URL`).
 */
export declare const globalFlags: Readonly<Record<string, FlagSpec>>;
/** Global flags as resolved for one invocation. */
export interface GlobalOptions {
    /** Value of `--api-url`, when given. */
    apiUrl?: string;
    /** Value of `--api-key`, when given. Never printed. */
    apiKey?: string;
    /** `--max-retries`, when given. */
    maxRetries?: number;
    /** `--request-timeout` in ms, when given. */
    timeoutMs?: number;
    /** `--poll-interval` in ms, when given. */
    pollIntervalMs?: number;
    /** `--quiet`: no progress output. */
    quiet: boolean;
    /** `--json`: final summary as one JSON line. */
    json: boolean;
    /** `--debug`: stack traces. */
    debug: boolean;
}
/** `--poll-interval` in ms (an integer from 1 to 600000), or `undefined` when not given. */
export declare function pollIntervalFlag(flags: ParsedInput['flags']): number | undefined;
/** The poll option of a library call that waits on a job: `--poll-interval` when given. */
export declare function pollOptions(global: GlobalOptions): {
    pollIntervalMs?: number;
};
