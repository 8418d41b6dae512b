import { ReplaySubject } from 'rxjs';
/** Installs the SIGINT listener and returns the interrupt state (see {@link Interrupts}). */
export function watchInterrupts(options = {}) {
    const target = options.target ?? process;
    const requested$ = new ReplaySubject(1);
    const controller = new AbortController();
    let count = 0;
    const listener = () => {
        count += 1;
        if (count === 1) {
            options.onFirst?.();
            controller.abort();
            requested$.next();
            requested$.complete();
        }
        else if (options.onSecond) {
            options.onSecond();
        }
        else {
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
