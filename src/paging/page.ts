/**
 * The {@link PageEvent} a paging run emits: one status page's documents, as the service's own bytes, with
 * the page's credit behind `hold()`.
 */

import { utf16Length } from '../json/utf16-length.js';
import type { Document } from '../schemas/index.js';
import type { JobKind, JobStatus, PageCursor, PageEvent } from './page-event.js';
import type { PageEnvelope } from './page-parser.js';
import type { Credit } from './paging-window.js';

export class Page implements PageEvent {
  readonly kind: JobKind;
  readonly jobId: string;
  readonly cursor: PageCursor;
  readonly nextCursor: PageCursor;
  readonly rawBytes: readonly Buffer[];
  readonly status: JobStatus;
  readonly completed: number;
  readonly total: number;
  readonly creditsUsed: number;
  declare readonly expiresAt?: string;
  #raw: readonly string[] | undefined;
  #bytes: number | undefined;
  #documents: readonly Document[] | undefined;
  readonly #credit: Credit;

  constructor(
    target: { kind: JobKind; jobId: string },
    skip: number,
    rawBytes: Buffer[],
    envelope: PageEnvelope,
    credit: Credit,
  ) {
    this.kind = target.kind;
    this.jobId = target.jobId;
    this.cursor = { skip };
    this.nextCursor = { skip: skip + rawBytes.length };
    this.rawBytes = rawBytes;
    this.status = envelope.status as JobStatus;
    this.completed = envelope.completed ?? 0;
    this.total = envelope.total ?? 0;
    this.creditsUsed = envelope.creditsUsed ?? 0;
    if (envelope.expiresAt !== undefined) this.expiresAt = envelope.expiresAt;
    this.#credit = credit;
  }

  // `raw`, `bytes` and `documents` are derived on first access: an export that writes `rawBytes` never
  // decodes the page into strings (decoding, and collecting the page-sized garbage, cost more than the write).
  get raw(): readonly string[] {
    this.#raw ??= this.rawBytes.map((bytes) => bytes.toString('utf8'));
    return this.#raw;
  }

  get bytes(): number {
    if (this.#bytes === undefined) {
      let bytes = 0;
      if (this.#raw) for (const r of this.#raw) bytes += r.length;
      else for (const b of this.rawBytes) bytes += utf16Length(b);
      this.#bytes = bytes;
    }
    return this.#bytes;
  }

  get documents(): readonly Document[] {
    this.#documents ??= this.raw.map((text) => JSON.parse(text) as Document);
    return this.#documents;
  }

  hold(): () => void {
    return this.#credit.hold();
  }
}
