/**
 * The part of `AbortSignal` the transport uses, and {@link Cancellation}, a cheap implementation of it for
 * signals that never leave the library.
 */
/** What the transport needs of a signal; every `AbortSignal` is one. */
export interface CancelSignal {
    readonly aborted: boolean;
    readonly reason: unknown;
    addEventListener(type: 'abort', listener: () => void, options?: {
        once?: boolean;
    }): void;
    removeEventListener(type: 'abort', listener: () => void): void;
}
/**
 * A one-shot cancel signal with its own `abort()`: a plain object with a listener list. undici accepts it
 * as a request `signal` (it reads `aborted` and `reason` and calls `addEventListener` and
 * `removeEventListener`); a dispatcher passed in `ClientOptions.dispatcher` receives it the same way.
 *
 * Why not `AbortController`: creating its `AbortSignal` (an `EventTarget` whose prototype is swapped) and
 * adding and removing one listener costs about 7 µs; at thousands of requests a second, with one signal
 * per operation and one per attempt, that is a visible share of the client's CPU. This costs well under
 * 0.1 µs. Listeners run once, in the order added, with no argument; a listener added after the abort
 * never runs (check `aborted` first, as with `AbortSignal`).
 */
export declare class Cancellation implements CancelSignal {
    #private;
    aborted: boolean;
    reason: unknown;
    addEventListener(_type: 'abort', listener: () => void): void;
    removeEventListener(_type: 'abort', listener: () => void): void;
    /** Throws the reason when aborted, as `AbortSignal#throwIfAborted` does. */
    throwIfAborted(): void;
    /** Aborts once (later calls do nothing) and runs the listeners; `reason` defaults to an `AbortError` DOMException. */
    abort(reason?: unknown): void;
}
