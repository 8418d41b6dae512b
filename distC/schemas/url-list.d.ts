import type * as z from 'zod';
/**
 * Checks a URL list against the caller's `ignoreInvalidURLs` choice: when it is `false` the service
 * fails on an invalid URL, so the client fails first; otherwise the service skips invalid ones and
 * reports them in `invalidURLs`, so they are let through.
 */
export declare function checkUrlList(value: {
    urls: readonly string[];
    ignoreInvalidURLs?: boolean | undefined;
}, ctx: z.core.$RefinementCtx): void;
