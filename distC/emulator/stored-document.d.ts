/**
 * A finished document kept in its serialised form. The status route writes `parts` straight to the
 * socket, so a status page costs no JSON encoding at read time.
 */
export interface StoredDocument {
    /** UTF-8 encoded parts that together are the document's JSON text. */
    readonly parts: readonly Buffer[];
    /** `JSON.stringify(doc).length`: characters, the unit the service's ~10 MiB cut is measured in. */
    readonly chars: number;
    /** Total encoded byte length of `parts`. */
    readonly bytes: number;
    /** The document's `metadata.sourceURL`: the URL the job scraped. */
    readonly sourceURL: string;
}
/** Stores a document given as its JSON text and its `metadata.sourceURL`. */
export declare function storeJson(text: string, sourceURL: string): StoredDocument;
/** Reads a stored document back (ground truth for tests). */
export declare function readStoredDocument(stored: StoredDocument): Record<string, unknown>;
