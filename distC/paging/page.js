/**
 * The {@link PageEvent} a paging run emits: one status page's documents, as the service's own bytes, with
 * the page's credit behind `hold()`.
 */
import { utf16Length } from '../json/utf16-length.js';
export class Page {
    kind;
    jobId;
    cursor;
    nextCursor;
    rawBytes;
    status;
    completed;
    total;
    creditsUsed;
    #raw;
    #bytes;
    #documents;
    #credit;
    constructor(target, skip, rawBytes, envelope, credit) {
        this.kind = target.kind;
        this.jobId = target.jobId;
        this.cursor = { skip };
        this.nextCursor = { skip: skip + rawBytes.length };
        this.rawBytes = rawBytes;
        this.status = envelope.status;
        this.completed = envelope.completed ?? 0;
        this.total = envelope.total ?? 0;
        this.creditsUsed = envelope.creditsUsed ?? 0;
        if (envelope.expiresAt !== undefined)
            this.expiresAt = envelope.expiresAt;
        this.#credit = credit;
    }
    // `raw`, `bytes` and `documents` are derived on first access: an export that writes `rawBytes` never
    // decodes the page into strings (decoding, and collecting the page-sized garbage, cost more than the write).
    get raw() {
        this.#raw ??= this.rawBytes.map((bytes) => bytes.toString('utf8'));
        return this.#raw;
    }
    get bytes() {
        if (this.#bytes === undefined) {
            let bytes = 0;
            if (this.#raw)
                for (const r of this.#raw)
                    bytes += r.length;
            else
                for (const b of this.rawBytes)
                    bytes += utf16Length(b);
            this.#bytes = bytes;
        }
        return this.#bytes;
    }
    get documents() {
        this.#documents ??= this.raw.map((text) => JSON.parse(text));
        return this.#documents;
    }
    hold() {
        return this.#credit.hold();
    }
}
