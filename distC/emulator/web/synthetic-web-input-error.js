/**
 * Raised for input the service rejects outright: an invalid regular expression in `includePaths` or
 * `excludePaths`, or invalid URLs given to extract with `ignoreInvalidURLs: false`. A server answers it
 * with 400.
 */
export class SyntheticWebInputError extends Error {
    name = 'SyntheticWebInputError';
    /** The URLs that were not valid (empty when the error is about something else). */
    invalidURLs;
    constructor(message, invalidURLs = []) {
        super(message);
        this.invalidURLs = invalidURLs;
    }
}
