/**
 * Whether a `--changes` job asks the service to compare (the `changeTracking` format): the cloud service
 * always can; any other server is probed once with one page (`probeChangeTracking`) and the answer kept in
 * the server memory. A server that cannot, or a probe that says nothing, gets no format: crawlstream's
 * fingerprints decide, which every server supports. The probe is advice: it never stops the run.
 */
import type { Client } from '../client.js';
import { type CliContext } from './cli-context.js';
/** The server's address as the memory keys it: origin and path, no key. */
export declare function serverAddress(ctx: CliContext): string;
/** Whether a new `--changes` job should carry the `changeTracking` format; `probeUrl` is a page of the job. */
export declare function serviceCompares(client: Client, ctx: CliContext, probeUrl: string): Promise<boolean>;
