/**
 * A paging run's {@link Progress}, kept up to date by the steps of the loop and reported to the caller's
 * callback after every status page.
 */
import type { PageEnvelope } from './page-parser.js';
import type { Progress, ProgressCallback } from './progress.js';

export class RunProgress {
  readonly #progress: Progress;
  readonly #callback: ProgressCallback | undefined;

  constructor(callback: ProgressCallback | undefined, skip: number) {
    this.#callback = callback;
    this.#progress = {
      documents: 0,
      bytes: 0,
      pages: 0,
      jobCompleted: 0,
      jobTotal: 0,
      status: 'scraping',
      retries: 0,
      skip,
    };
  }

  /** Whether anyone reads the progress (counting characters is a pass over each page, done only then). */
  get reported(): boolean {
    return this.#callback !== undefined;
  }

  retried(): void {
    this.#progress.retries++;
  }

  /** A status page said where the job is. */
  saw(status: string, envelope: PageEnvelope): void {
    this.#progress.status = status;
    this.#progress.jobCompleted = envelope.completed ?? this.#progress.jobCompleted;
    this.#progress.jobTotal = envelope.total ?? this.#progress.jobTotal;
  }

  /** A page of `documents` documents and `bytes` characters was delivered. */
  delivered(documents: number, bytes: number): void {
    this.#progress.documents += documents;
    this.#progress.bytes += bytes;
    this.#progress.pages++;
  }

  /** Reports the progress, the cursor at `skip`. */
  report(skip: number): void {
    this.#callback?.({ ...this.#progress, skip });
  }
}
