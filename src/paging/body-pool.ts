/**
 * Reuses the buffers of released status pages for the next pages' bodies.
 *
 * Why: a status page is up to 10 MiB of JSON. Allocated afresh for every page, each body outlives the young
 * generation while its page is written, and V8 frees such buffers only at its next full collection, which
 * external memory triggers after about 64 MB: an export's resident memory then carries several dead pages.
 * Reusing the buffers of pages the single consumer has released keeps that memory at the window's few pages.
 *
 * Only safe when the consumer keeps no view into a page after releasing it: the paging source uses a pool
 * only for a subscriber that declared so (a file sink, a vector table: see `PageStream.ownedBy`).
 */

/** Capacity granularity for bodies larger than {@link MIN_CAPACITY}. */
const STEP = 1 << 20;

/**
 * Least capacity: above a full status page (the service cuts pages at 10 MiB of characters), so that a page a
 * little larger than the last one does not need a new buffer while the smaller one is dropped as garbage.
 * Only the bytes a body fills become resident: a fresh buffer is not filled ({@link newBacking}).
 */
const MIN_CAPACITY = 16 << 20;

/**
 * Memory for `capacity` bytes, not filled: a body overwrites the bytes it is given, as it does those of a
 * reused buffer.
 *
 * Why: a zero-filled `ArrayBuffer` of 16 MiB cost ~8 ms of CPU and made all of it resident whenever the
 * allocator handed back memory freed before (it must then write the zeros), in every export after the
 * first of a process.
 */
function newBacking(capacity: number): ArrayBuffer {
  return Buffer.allocUnsafeSlow(capacity).buffer as ArrayBuffer;
}

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
export function createBodyPool(maxFree: number): BodyPool {
  const free: ArrayBuffer[] = [];
  const out = new WeakSet<ArrayBuffer>();
  return {
    take(size) {
      let best = -1;
      for (let i = 0; i < free.length; i++) {
        const cap = free[i]!.byteLength;
        if (cap >= size && (best < 0 || cap < free[best]!.byteLength)) best = i;
      }
      const backing =
        best >= 0
          ? free.splice(best, 1)[0]!
          : newBacking(Math.max(MIN_CAPACITY, Math.ceil(size / STEP) * STEP));
      out.add(backing);
      return Buffer.from(backing, 0, size);
    },
    give(buffer) {
      const backing = buffer.buffer;
      // Only whole buffers this pool handed out, each once.
      if (!(backing instanceof ArrayBuffer) || !out.has(backing)) return;
      out.delete(backing);
      free.push(backing);
      if (free.length > maxFree) {
        let smallest = 0;
        for (let i = 1; i < free.length; i++)
          if (free[i]!.byteLength < free[smallest]!.byteLength) smallest = i;
        free.splice(smallest, 1);
      }
    },
  };
}
