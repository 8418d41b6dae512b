import { type OperatorFunction } from 'rxjs';
/** Options of {@link bufferBytes}. */
export interface BufferBytesOptions<T> {
    /**
     * Size of one value in bytes.
     * @default strings: length; Uint8Array: byteLength; objects with a numeric `bytes`: that; else JSON length
     */
    sizeOf?: (value: T) => number;
}
/**
 * Collects values into arrays of about `maxBytes`: a batch is emitted as soon as its size reaches
 * `maxBytes` (so one value larger than that is a batch of its own); the rest is emitted on completion.
 * On error the partial batch is dropped with the error.
 *
 * @example
 * ```ts
 * from(['aaaa', 'bb', 'cc', 'd']).pipe(bufferBytes(4))
 * // emits ['aaaa'], ['bb', 'cc'], ['d']
 * ```
 */
export declare function bufferBytes<T>(maxBytes: number, options?: BufferBytesOptions<T>): OperatorFunction<T, T[]>;
