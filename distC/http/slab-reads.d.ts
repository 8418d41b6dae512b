import type { buildConnector, Dispatcher } from 'undici';
/**
 * A request's own place for its body: told the response head, then given every body chunk in order; returns
 * where it put a chunk (the bytes to pass on), or `undefined` to have the chunk passed on as it is (copied
 * first when it lives in the slab). When `head` returns a promise, the response waits, paused on its
 * connection, until it resolves (a rejection aborts the request).
 */
export interface BodyCopy {
    head(status: number, rawHeaders: readonly unknown[]): Promise<void> | undefined;
    copy(chunk: Buffer): Uint8Array | undefined;
}
/** Dispatch option key for a request's {@link BodyCopy} (e.g. the buffer its body is read into). */
export declare const COPY_BODY: unique symbol;
/** Socket options and a dispatch wrapper that share one slab. */
export interface SlabReads {
    /** undici's connector for sockets (TCP or TLS) that read into the slab. */
    readonly connect: buildConnector.connector;
    /** A dispatcher whose handlers copy slab bytes out before they see them. */
    wrap(dispatcher: Dispatcher): Pick<Dispatcher, 'dispatch'>;
    /**
     * Reads so far, how many of them left the slab free for the next read, and how many of those were
     * queued as copies because the parser was not taking data (for tests and benchmarks).
     */
    readonly stats: {
        reads: number;
        reused: number;
        queued: number;
    };
}
/**
 * Creates the shared slab state of one dispatcher. Reads of all its sockets use the same slab: each read is
 * delivered and settled within its own callback, and the event loop runs one callback at a time.
 *
 * @param connectOptions - undici's connector options (TLS `ca`, `timeout`, ...), for the sockets it makes.
 */
export declare function createSlabReads(connectOptions?: buildConnector.BuildOptions): SlabReads;
