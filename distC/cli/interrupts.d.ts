import { type Observable } from 'rxjs';
/**
 * Ctrl-C handling. The first SIGINT asks the running command to stop reading, flush what it has, write its
 * checkpoint and print the command that resumes; a second SIGINT exits at once with code 130, for the case
 * where the flush itself hangs (a stalled disk or network).
 */
export interface Interrupts {
    /** Emits once, on the first SIGINT (also to late subscribers), then completes. */
    readonly requested$: Observable<void>;
    /** Whether the first SIGINT arrived. */
    readonly requested: boolean;
    /** An AbortSignal aborted on the first SIGINT, for calls that take one. */
    readonly signal: AbortSignal;
    /** Removes the process listener. */
    dispose(): void;
}
/** Options for {@link watchInterrupts}. */
/** Where `SIGINT` is heard: the process, or an emitter a worker stops its runs with. */
export interface InterruptSource {
    on(event: 'SIGINT', listener: () => void): unknown;
    off(event: 'SIGINT', listener: () => void): unknown;
}
export interface WatchInterruptsOptions {
    /** Called on the first SIGINT, e.g. to print "stopping…". */
    onFirst?: () => void;
    /** Called on the second SIGINT; the default exits the process with 130. */
    onSecond?: () => void;
    /** Process to listen on. @default process */
    target?: InterruptSource;
}
/** Installs the SIGINT listener and returns the interrupt state (see {@link Interrupts}). */
export declare function watchInterrupts(options?: WatchInterruptsOptions): Interrupts;
