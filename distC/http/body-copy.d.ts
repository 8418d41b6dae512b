/**
 * The buffer a successful body of announced length is read into, filled as the chunks are parsed: each chunk
 * is copied straight from the socket's read buffer to its place (see `slab-reads.ts`), and `readBodyBytes`
 * then finds every chunk already where it belongs.
 */
import type { BodyCopy } from './slab-reads.js';
/** A {@link BodyCopy} that also lends its buffer to `readBodyBytes` (through its `allocate` hook). */
export interface BodyTarget extends BodyCopy {
    /** The buffer the body is being copied into, if it has exactly `size` bytes; `undefined` otherwise. */
    buffer(size: number): Buffer | undefined;
}
/**
 * Creates the target of one attempt.
 *
 * @param allocate - supplies a buffer of `size` bytes (e.g. from a pool); a fresh one when it returns `undefined`.
 * @param maxBytes - bodies announced larger are left to `readBodyBytes`, which rejects them.
 * @param admit - awaited before a successful body is read (see `PageRead.admit`).
 */
export declare function createBodyTarget(allocate: ((size: number) => Buffer | undefined) | undefined, maxBytes: number, admit?: () => Promise<void>): BodyTarget;
