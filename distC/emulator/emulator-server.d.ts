import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RequestLogEntry } from './request-log.js';
import type { EmulatorState } from './routes/route-context.js';
/** Handles HTTP requests for one emulator: routing, auth, faults, body parsing, replies, the request log. */
export declare class EmulatorServer {
    #private;
    readonly log: RequestLogEntry[];
    constructor(state: EmulatorState);
    /** Stops pending latency and slow-body timers. */
    close(): void;
    /** The `node:http` request listener. */
    readonly listener: (req: IncomingMessage, res: ServerResponse) => void;
}
