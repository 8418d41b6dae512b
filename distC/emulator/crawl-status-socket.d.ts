import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RequestLogEntry } from './request-log.js';
import type { EmulatorState } from './routes/route-context.js';
/** Serves the crawl status sockets of one emulator; `close()` ends every one of them. */
export declare class CrawlStatusSockets {
    #private;
    /** `log` receives one entry per upgrade request (status 101 when it was accepted, else 404). */
    constructor(state: EmulatorState, log: RequestLogEntry[]);
    /** The `node:http` server's `upgrade` listener. */
    readonly upgrade: (req: IncomingMessage, socket: Duplex) => void;
    /** Ends every open socket and its timer. */
    close(): void;
}
