/** A document, as the tracker reads it. */
export interface TrackedDocument {
    /** `metadata.sourceURL`, else `metadata.url`, else `url`. */
    url: string;
    statusCode: number | undefined;
    /** The service's `changeTracking`, when the document has one. */
    tracking: {
        changeStatus?: unknown;
        previousScrapeAt?: unknown;
    } | undefined;
    /** Hash of the content fields' JSON text and the status code (SHA-256, base64url). */
    fingerprint: string;
    /** The document's JSON with `changeTracking` set to `marks` merged into the service's. */
    marked(marks: Record<string, unknown>): Buffer;
}
export declare function readTrackedDocument(bytes: Buffer): TrackedDocument;
