import type { Observable, Subscription } from 'rxjs';
import type { SinkPage } from './run-sink.js';

/** A page taken from the stream, with the function that gives its credit back. */
export interface QueuedPage {
  page: SinkPage;
  release: () => void;
}

/** What {@link PageQueue.take} resolves to: the next page, or how the stream ended. */
export type Taken = QueuedPage | { ended: 'complete' } | { ended: 'error'; error: unknown };

/**
 * The pages a sink has received and not written yet, in order. Each page's credit is held from its arrival
 * until the sink released it, so the stream reads ahead only as far as its window lets it.
 */
export class PageQueue {
  readonly #pages: QueuedPage[] = [];
  #ended: { ended: 'complete' } | { ended: 'error'; error: unknown } | undefined;
  #wake: (() => void) | undefined;
  #subscription: Subscription | undefined;

  /** Starts receiving `pages`. */
  subscribe(pages: Observable<SinkPage>): void {
    this.#subscription = pages.subscribe({
      next: (page) => {
        this.#pages.push({ page, release: page.hold() });
        this.#signal();
      },
      error: (error: unknown) => {
        this.#ended = { ended: 'error', error };
        this.#signal();
      },
      complete: () => {
        this.#ended = { ended: 'complete' };
        this.#signal();
      },
    });
  }

  /**
   * The next page; once the queue is empty, how the stream ended. With neither, it waits for the stream (or
   * {@link interrupt}) and resolves `undefined`: the caller looks at its own state and takes again.
   */
  async take(): Promise<Taken | undefined> {
    const next = this.#pages.shift();
    if (next) return next;
    if (this.#ended) return this.#ended;
    await new Promise<void>((resolve) => {
      this.#wake = resolve;
    });
    return undefined;
  }

  /** Stops receiving and releases every page not taken. */
  stop(): void {
    this.#subscription?.unsubscribe();
    for (const item of this.#pages.splice(0)) item.release();
  }

  /** Wakes a pending `take` so its caller can look at its own state (a cancelled run). */
  interrupt(): void {
    this.#signal();
  }

  #signal(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
