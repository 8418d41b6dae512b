import type { Transport } from '../http/transport.js';
import type { ServerCheck } from './diagnose-server.js';
/** `credits` and `queue`: what the team has left and how busy it is, where the server says. */
export declare function checkTeamUsage(transport: Transport): Promise<ServerCheck[]>;
/** `job`: the named job's status and when its results expire (the service deletes them about 24 h after it ends). */
export declare function checkJobLifetime(transport: Transport, jobId: string, { billed, nowMs }: {
    billed: boolean;
    nowMs?: number;
}): Promise<ServerCheck>;
