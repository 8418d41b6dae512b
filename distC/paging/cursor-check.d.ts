/** What of a status page's envelope the check reads. */
export interface PageCounts {
    completed?: number | undefined;
    total?: number | undefined;
}
/** The check of one job's pages, in the order they are read. */
export interface CursorCheck {
    /**
     * Checks a page read at `skip` and records its documents as received.
     *
     * @returns how many leading documents of the page were already received (to be dropped).
     * @throws CursorError when the page cannot be a continuation of what was received.
     */
    accept(skip: number, docs: readonly Buffer[], counts: PageCounts): number;
    /**
     * Checks that a completed job's documents were all received before the run ends: a completed job's
     * `total` counts exactly its documents (failed pages count in neither).
     *
     * @throws CursorError (code `MISSING_DOCUMENTS`) when fewer than `total` were received.
     */
    finish(skip: number, counts: PageCounts): void;
    /** Records the job's first documents when they were read some other way (a resumed stream's probe). */
    knowFirst(docs: readonly Buffer[]): void;
    /**
     * Whether a page read at `skip` starts with the job's first document while only that one is known (the
     * first page held a single document): the job's start again, or the first document scraped twice. Read
     * the job's first two documents and pass them to {@link knowFirst} before {@link repeatsLast}.
     */
    unsureOfStart(skip: number, docs: readonly Buffer[]): boolean;
    /**
     * Whether a page read at `skip` starts with the last document received (and not with the job's start):
     * the same document twice in a row, or a server that went back one document. Read the documents at
     * `skip - 1` and pass them to {@link settleRepeat} before {@link accept}.
     */
    repeatsLast(skip: number, docs: readonly Buffer[]): boolean;
    /**
     * Settles a page that {@link repeatsLast} from the answer at `skip - 1`: a server that honours skip
     * answers there with the last document received, so the page's first document is a second copy of it and
     * is kept; a server that went back answers with the one before.
     *
     * @throws CursorError (code `CURSOR_OVERLAP`) when the server went back.
     */
    settleRepeat(skip: number, atPrevious: readonly Buffer[]): void;
    /** The server was seen to ignore `skip`. */
    readonly skipIgnored: boolean;
}
/** An identity of a document's bytes: its length and a hash of its first and last 4 KiB. */
export declare function documentFingerprint(doc: Buffer): string;
/** Creates the check for one run over a job's pages. `path` names the status resource in messages. */
export declare function createCursorCheck(path: string): CursorCheck;
