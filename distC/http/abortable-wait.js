import { closedError } from './lifecycle.js';
import { abortError } from './sleep.js';
/** `sleep` is the injected timer (tests pin time with it); it is raced, so one that ignores signals still stops. */
export function createRetryWait(sleep, lifecycle) {
    return async (ms, spec) => {
        const signal = spec.signal;
        if (signal?.aborted)
            throw abortError(signal, spec);
        if (lifecycle.closed)
            throw closedError(spec);
        // One signal for "the caller aborted" and "the client closed", handed to the sleep; racing the sleep
        // with it keeps "abort rejects at once" true even for an injected sleep that ignores signals.
        const stop = new AbortController();
        const onStop = () => stop.abort();
        signal?.addEventListener('abort', onStop, { once: true });
        const untrack = lifecycle.track(stop);
        const stopped = new Promise((_, reject) => {
            stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true });
        });
        stopped.catch(() => { });
        try {
            await Promise.race([sleep(ms, stop.signal), stopped]);
        }
        catch (err) {
            if (signal?.aborted)
                throw abortError(signal, spec);
            if (lifecycle.closed)
                throw closedError(spec);
            throw err;
        }
        finally {
            signal?.removeEventListener('abort', onStop);
            untrack();
        }
    };
}
