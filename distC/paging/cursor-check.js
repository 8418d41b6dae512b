/**
 * A server's cursor is a claim, not a fact: this checks every status page against what the job said and
 * what was already received, before any of its documents is delivered.
 *
 * - A page may not reach past the job's `total` (documents the job says it does not have).
 * - A completed job must have handed over `total` documents before the run ends.
 * - A page read at `skip > 0` may not start with the job's first document or with the last document
 *   received: the server went back (a self-hosted build of 2025 ignores `skip` and always answers from the
 *   first document, cut at 10 MiB). A page that starts with the last document received may also be the
 *   same page scraped twice in a row (a batch that lists a URL twice): the reader asks the server for the
 *   documents at `skip - 1` and the check settles it (`settleRepeat`). Likewise a page that starts with the
 *   job's first document while only that one is known (a running job's first page held one): the reader
 *   reads the job's first two documents before the check decides (`unsureOfStart`).
 *
 * Where the server ignores `skip`, the documents it returns past those already received are still new, and
 * in order (the list only grows at the end): they are recovered, after checking that the page holds the
 * last received document where it should. Once a cut page holds nothing new while the job has more, the
 * rest cannot be read from that server and the stream ends with a `CursorError` (code `SKIP_IGNORED`).
 */
import { createHash } from 'node:crypto';
import { CursorError } from '../errors/errors.js';
/** Bytes hashed at each end of a document: enough to tell documents apart, cheap for multi-MB ones. */
const EDGE_BYTES = 4096;
/** An identity of a document's bytes: its length and a hash of its first and last 4 KiB. */
export function documentFingerprint(doc) {
    const hash = createHash('sha1');
    if (doc.length <= 2 * EDGE_BYTES)
        hash.update(doc);
    else
        hash.update(doc.subarray(0, EDGE_BYTES)).update(doc.subarray(doc.length - EDGE_BYTES));
    return `${doc.length}:${hash.digest('base64')}`;
}
/** Creates the check for one run over a job's pages. `path` names the status resource in messages. */
export function createCursorCheck(path) {
    return new JobCursorCheck(path);
}
/** The check of one run over a job's pages: what it remembers of the documents received. */
class JobCursorCheck {
    #path;
    // The job's first two documents: a page that starts with both is the job's start again. Two, so that a
    // document that merely repeats the first one (the same page scraped twice) is not mistaken for it.
    #first;
    #second;
    #last;
    // The position whose page may start with a second copy of the last document (see settleRepeat).
    #repeatAt;
    #skipIgnored = false;
    constructor(path) {
        this.#path = path;
    }
    get skipIgnored() {
        return this.#skipIgnored;
    }
    finish(skip, counts) {
        const total = counts.total;
        if (typeof total === 'number' && skip < total) {
            this.#fail('MISSING_DOCUMENTS', `Job is completed with ${total} documents, but GET ${this.#path}?skip=${skip} answered with none of the ${total - skip} after the ${skip} received: the server does not serve them at this cursor (a self-hosted build of 2025 does this with a small \`limit\`). Resume from the cursor, without a page limit or against a server that honours skip and limit.`);
        }
    }
    knowFirst(docs) {
        if (docs[0])
            this.#first = documentFingerprint(docs[0]);
        if (docs[1])
            this.#second = documentFingerprint(docs[1]);
    }
    unsureOfStart(skip, docs) {
        return (skip > 0 &&
            docs.length > 1 &&
            this.#first !== undefined &&
            this.#second === undefined &&
            documentFingerprint(docs[0]) === this.#first);
    }
    repeatsLast(skip, docs) {
        if (skip === 0 || docs.length === 0 || this.#last === undefined || this.#repeatAt === skip)
            return false;
        const head = documentFingerprint(docs[0]);
        return !this.#startsAgain(head, docs) && head === this.#last;
    }
    settleRepeat(skip, atPrevious) {
        if (atPrevious[0] !== undefined && documentFingerprint(atPrevious[0]) === this.#last)
            this.#repeatAt = skip;
        else
            this.#overlap(skip);
    }
    accept(skip, docs, counts) {
        if (docs.length === 0)
            return 0;
        let drop = 0;
        if (skip > 0) {
            const head = documentFingerprint(docs[0]);
            if (this.#startsAgain(head, docs))
                drop = this.#recoverIgnoredSkip(skip, docs, counts);
            else if (this.#repeatAt !== skip && head === this.#last)
                this.#overlap(skip);
        }
        const end = skip + docs.length - drop;
        const total = counts.total;
        if (typeof total === 'number' && end > total) {
            this.#fail('BEYOND_TOTAL', `GET ${this.#path}?skip=${skip} answered with ${docs.length} documents, which reach document ${end} of a job whose total is ${total}: the server does not honour skip or its counts are wrong. Stopped so that no document is written twice; resume from the cursor against a server that honours skip.`);
        }
        if (skip === 0 && drop === 0) {
            this.#first = documentFingerprint(docs[0]);
            if (docs[1])
                this.#second = documentFingerprint(docs[1]);
        }
        if (docs.length > drop)
            this.#last = documentFingerprint(docs[docs.length - 1]);
        return drop;
    }
    #fail(code, message) {
        throw new CursorError(message, { code, method: 'GET', path: this.#path });
    }
    /**
     * Whether a page starts with the job's first two documents: the job's start again. `head` is the
     * fingerprint of its first document.
     */
    #startsAgain(head, docs) {
        return (this.#first !== undefined &&
            head === this.#first &&
            (docs.length < 2 || this.#second === undefined || documentFingerprint(docs[1]) === this.#second));
    }
    #overlap(skip) {
        return this.#fail('CURSOR_OVERLAP', `GET ${this.#path}?skip=${skip} answered with document ${skip - 1} again, which was already received: the server does not honour skip. Stopped so that no document is written twice; resume from the cursor against a server that honours skip.`);
    }
    /** A page that starts again from the job's first document: keep only what follows the `skip` received. */
    #recoverIgnoredSkip(skip, docs, counts) {
        this.#skipIgnored = true;
        if (docs.length <= skip) {
            // Nothing new on this page. Fine while the job has nothing more either; otherwise the server's
            // 10 MiB cut keeps the rest out of reach for good.
            const completed = counts.completed ?? 0;
            if (completed > skip) {
                this.#fail('SKIP_IGNORED', `The server ignores skip: GET ${this.#path}?skip=${skip} answered with the job's documents from the first one, and its responses (cut at about 10 MiB) end before document ${skip}, so documents ${skip}..${completed - 1} cannot be read from it. The ${skip} documents received were each delivered once; upgrade the server to a build that honours skip and resume from the cursor.`);
            }
            return docs.length;
        }
        if (this.#last !== undefined && documentFingerprint(docs[skip - 1]) !== this.#last) {
            this.#fail('SKIP_IGNORED', `The server ignores skip, and GET ${this.#path}?skip=${skip} does not hold the last document received at position ${skip - 1}, so the new documents cannot be told apart from old ones. Stopped so that no document is written twice or lost; resume from the cursor against a server that honours skip.`);
        }
        return skip;
    }
}
