/**
 * Raised for input the service rejects outright: an invalid regular expression in `includePaths` or
 * `excludePaths`, or invalid URLs given to extract with `ignoreInvalidURLs: false`. A server answers it
 * with 400.
 */
export declare class SyntheticWebInputError extends Error {
    readonly name = "SyntheticWebInputError";
    /** The URLs that were not valid (empty when the error is about something else). */
    readonly invalidURLs: string[];
    constructor(message: string, invalidURLs?: string[]);
}
