/**
 * What the emulator remembers of single calls, for the routes that follow them: each scrape's document
 * (`GET /scrape/{id}`) and the browser it ran in (`/scrape/{id}/interact`), and each search's credits and
 * feedback (`/search/{id}/feedback`). The most recent calls only: memory stays bounded in long runs.
 */

/** How many of each kind of call are remembered. */
const KEPT = 2000;

export interface ScrapeRecord {
  json: string;
  at: number;
  /** When its interactive browser was opened, and closed. */
  browserOpenedAt?: number;
  browserClosedAt?: number;
}

export interface SearchRecord {
  at: number;
  credits: number;
  feedbackId?: string;
}

/** A map that forgets its oldest entries beyond {@link KEPT}. */
class Recent<T> {
  readonly #items = new Map<string, T>();

  set(id: string, item: T): void {
    this.#items.set(id, item);
    if (this.#items.size > KEPT) this.#items.delete(this.#items.keys().next().value as string);
  }

  get(id: string): T | undefined {
    return this.#items.get(id);
  }
}

export class RecentCalls {
  readonly scrapes = new Recent<ScrapeRecord>();
  readonly searches = new Recent<SearchRecord>();
  /** The feedback id of each rated scrape, map or parse (`endpoint jobId`). */
  readonly feedback = new Recent<string>();
  /** Credits refunded for search feedback per UTC day. */
  readonly refundedByDay = new Map<string, number>();
}
