import type { Client } from '../client.js';
import { type CliContext } from './cli-context.js';
/** A library client configured from the global flags and the environment, plus a retry counter. */
export declare function cliClient(ctx: CliContext): Promise<{
    client: Client;
    retries: () => number;
}>;
/**
 * Without an API key the cloud service refuses every request, so the command stops before sending; a
 * self-hosted server may need none, so it is only told.
 */
export declare function checkApiKey(ctx: CliContext): void;
