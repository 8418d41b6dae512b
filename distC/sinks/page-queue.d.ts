import type { Observable } from 'rxjs';
import type { SinkPage } from './run-sink.js';
/** A page taken from the stream, with the function that gives its credit back. */
export interface QueuedPage {
    page: SinkPage;
    release: () => void;
}
/** What {@link PageQueue.take} resolves to: the next page, or how the stream ended. */
export type Taken = QueuedPage | {
    ended: 'complete';
} | {
    ended: 'error';
    error: unknown;
};
/**
 * The pages a sink has received and not written yet, in order. Each page's credit is held from its arrival
 * until the sink released it, so the stream reads ahead only as far as its window lets it.
 */
export declare class PageQueue {
    #private;
    /** Starts receiving `pages`. */
    subscribe(pages: Observable<SinkPage>): void;
    /**
     * The next page; once the queue is empty, how the stream ended. With neither, it waits for the stream (or
     * {@link interrupt}) and resolves `undefined`: the caller looks at its own state and takes again.
     */
    take(): Promise<Taken | undefined>;
    /** Stops receiving and releases every page not taken. */
    stop(): void;
    /** Wakes a pending `take` so its caller can look at its own state (a cancelled run). */
    interrupt(): void;
}
