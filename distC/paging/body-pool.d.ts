/**
 * Reuses the buffers of released status pages for the next pages' bodies.
 *
 * Why: a status page is up to 10 MiB of JSON. Allocated afresh for every page, each body outlives the young
 * generation while its page is written, and V8 frees such buffers only at its next full collection, which
 * external memory triggers after about 64 MB: an export's resident memory then carries several dead pages.
 * Reusing the buffers of pages the single consumer has released keeps that memory at the window's few pages.
 *
 * Only safe when the consumer keeps no view into a page after releasing it: the paging source uses a pool
 * only for a subscriber that declared so (a file sink, see `PageStream.ownedBy`).
 */
/** A small free list of body buffers. */
export interface BodyPool {
    /** A buffer of exactly `size` bytes, reusing a free one when one is large enough. */
    take(size: number): Buffer;
    /** Return a buffer from {@link BodyPool.take}; its contents may be overwritten from now on. */
    give(buffer: Buffer): void;
}
/**
 * Creates a pool that keeps at most `maxFree` free buffers (the smallest are dropped first).
 *
 * @example
 * ```ts
 * const pool = createBodyPool(2);
 * const body = pool.take(5_000_000); // read a page into it
 * pool.give(body);                    // once the page was written
 * ```
 */
export declare function createBodyPool(maxFree: number): BodyPool;
