import { type Observable, ReplaySubject } from 'rxjs';

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
export function watchInterrupts(options: WatchInterruptsOptions = {}): Interrupts {
  const target = options.target ?? process;
  const requested$ = new ReplaySubject<void>(1);
  const controller = new AbortController();
  let count = 0;
  const listener = (): void => {
    count += 1;
    if (count === 1) {
      options.onFirst?.();
      controller.abort();
      requested$.next();
      requested$.complete();
    } else if (options.onSecond) {
      options.onSecond();
    } else {
      process.exit(130);
    }
  };
  target.on('SIGINT', listener);
  return {
    requested$: requested$.asObservable(),
    get requested() {
      return count > 0;
    },
    signal: controller.signal,
    dispose: () => {
      target.off('SIGINT', listener);
    },
  };
}
