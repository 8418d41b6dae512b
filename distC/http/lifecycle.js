/**
 * Whether a transport is open, and what its `close()` must stop: the cancellations of requests in flight and
 * of retry waits. A set rather than listeners on one shared signal: at high concurrency those would pile up
 * (MaxListenersExceededWarning) and cost an add and a remove per request.
 */
import { ClientClosedError } from '../errors/errors.js';
export function createLifecycle() {
    let closed = false;
    const live = new Set();
    return {
        get closed() {
            return closed;
        },
        track(stoppable) {
            live.add(stoppable);
            return () => live.delete(stoppable);
        },
        close() {
            if (closed)
                return false;
            closed = true;
            for (const stoppable of [...live])
                stoppable.abort();
            live.clear();
            return true;
        },
    };
}
/** The error of a call that met a closed transport. */
export function closedError(spec) {
    return new ClientClosedError(`${spec.method} ${spec.path} stopped: the client was closed; create a new one.`, {
        method: spec.method,
        path: spec.path,
    });
}
