import { integerFlag } from './flag-values.js';
import { string } from './scrape-option-flags.js';
/**
 * Flags every command accepts. The API key and URL fall back to the environment exactly as the library's
 * client does (`CRAWLSTREAM_API_KEY`, `FIRECRAWL_API_KEY`; `CRAWLSTREAM_API_URL`, `FIRECRAWL_API_URL`).
 */
export const globalFlags = {
    'api-url': {
        type: 'string',
        value: 'URL',
        description: 'service base URL (env CRAWLSTREAM_API_URL, FIRECRAWL_API_URL; default https://api.firecrawl.dev)',
    },
    'api-key': {
        type: 'string',
        value: 'KEY',
        description: 'API key (env CRAWLSTREAM_API_KEY, FIRECRAWL_API_KEY); never printed',
    },
    'max-retries': { type: 'string', value: 'N', description: 'retries of a failed request (default 5)' },
    'request-timeout': {
        type: 'string',
        value: 'MS',
        description: 'timeout of one request in ms (default 120000)',
    },
    'poll-interval': {
        type: 'string',
        value: 'MS',
        description: 'wait in ms before a running job is read again when the last read brought nothing new; doubles up ' +
            'to 10000 (default 1000, 250 under --max-credits)',
    },
    quiet: { type: 'boolean', short: 'q', description: 'no progress output on stderr' },
    json: {
        type: 'boolean',
        description: 'print a final summary as one JSON line (on stdout, or stderr when stdout carries data)',
    },
    debug: { type: 'boolean', description: 'print stack traces and error details' },
    help: { type: 'boolean', short: 'h', description: 'show help for the command' },
    version: { type: 'boolean', short: 'V', description: 'print the version' },
};
/** `--poll-interval` in ms (an integer from 1 to 600000), or `undefined` when not given. */
export function pollIntervalFlag(flags) {
    return integerFlag('poll-interval', string(flags['poll-interval']), { min: 1, max: 600_000 });
}
/** The poll option of a library call that waits on a job: `--poll-interval` when given. */
export function pollOptions(global) {
    return global.pollIntervalMs === undefined ? {} : { pollIntervalMs: global.pollIntervalMs };
}
