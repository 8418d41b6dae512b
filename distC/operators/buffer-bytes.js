import { Observable } from 'rxjs';
function defaultSizeOf(value) {
    if (typeof value === 'string')
        return value.length;
    if (value instanceof Uint8Array)
        return value.byteLength;
    const bytes = value?.bytes;
    if (typeof bytes === 'number')
        return bytes;
    return JSON.stringify(value)?.length ?? 0;
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
export function bufferBytes(maxBytes, options = {}) {
    if (!(maxBytes > 0))
        throw new RangeError(`bufferBytes: maxBytes must be > 0, got ${maxBytes}`);
    const sizeOf = options.sizeOf ?? defaultSizeOf;
    return (source) => new Observable((subscriber) => {
        let batch = [];
        let size = 0;
        return source.subscribe({
            next: (value) => {
                batch.push(value);
                size += sizeOf(value);
                if (size >= maxBytes) {
                    const out = batch;
                    batch = [];
                    size = 0;
                    subscriber.next(out);
                }
            },
            error: (err) => subscriber.error(err),
            complete: () => {
                if (batch.length > 0)
                    subscriber.next(batch);
                subscriber.complete();
            },
        });
    });
}
