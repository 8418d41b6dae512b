/**
 * Reads the cursor a paging error carries.
 *
 * @example
 * ```ts
 * client.crawlPages(jobId).subscribe({ error: (err) => { const at = pagingErrorInfo(err)?.cursor; } });
 * ```
 */
export function pagingErrorInfo(err) {
    if (err === null || typeof err !== 'object')
        return undefined;
    const { jobId, cursor } = err;
    return typeof jobId === 'string' && typeof cursor?.skip === 'number' ? { jobId, cursor } : undefined;
}
/** `err` with the job and the first document not received attached (see {@link pagingErrorInfo}). */
export function attachCursor(err, jobId, skip) {
    if (err !== null && typeof err === 'object' && Object.isExtensible(err)) {
        // Enumerable so it shows in JSON/inspect output of the error; the job id is not a secret.
        Object.defineProperty(err, 'cursor', { value: { skip }, enumerable: true, configurable: true });
        if (!('jobId' in err))
            Object.defineProperty(err, 'jobId', { value: jobId, enumerable: true, configurable: true });
    }
    return err;
}
