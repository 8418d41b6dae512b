/**
 * Whether a transport is open, and what its `close()` must stop: the cancellations of requests in flight and
 * of retry waits. A set rather than listeners on one shared signal: at high concurrency those would pile up
 * (MaxListenersExceededWarning) and cost an add and a remove per request.
 */
import { ClientClosedError } from '../errors/errors.js';
/** The open or closed state of one transport, shared by its layers. */
export interface Lifecycle {
    readonly closed: boolean;
    /** Registers something `close()` must abort; returns the function that unregisters it. */
    track(stoppable: {
        abort(): void;
    }): () => void;
    /** Marks the transport closed and aborts everything tracked; `false` when it already was closed. */
    close(): boolean;
}
export declare function createLifecycle(): Lifecycle;
/** The error of a call that met a closed transport. */
export declare function closedError(spec: {
    method: string;
    path: string;
}): ClientClosedError;
