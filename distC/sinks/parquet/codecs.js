/**
 * Page compression for the Parquet sink, in the calling thread (the main thread, or the encoder worker).
 */
import { gzipSync } from 'node:zlib';
import { snappyCompress } from 'hyparquet-writer/src/snappy.js';
let snappyLoad;
/**
 * The native Snappy binding (the `snappy` package, a prebuilt binary per platform), or undefined on a
 * platform without one: pages are then compressed by hyparquet-writer's JavaScript Snappy, same format,
 * several times slower.
 */
function nativeSnappy() {
    snappyLoad ??= import('snappy').then((m) => m, () => undefined);
    return snappyLoad;
}
// The binding's output otherwise lives outside the JS heap, where the garbage collector does not count
// it: exports peaked at several times the size of their live data (benchmarks/README.md). Copied into a
// heap-managed buffer, it is collected like any other.
const COPY_OUT = { copyOutputData: true };
const GZIP_LEVEL = { level: 1 };
/** The codec for `compression`, ready to use. */
export async function pageCodec(compression) {
    switch (compression) {
        case 'none':
            return { codec: 'UNCOMPRESSED', compress: (input) => input };
        case 'gzip':
            return { codec: 'GZIP', compress: (input) => gzipSync(input, GZIP_LEVEL) };
        case 'snappy': {
            const native = await nativeSnappy();
            if (!native)
                return { codec: 'SNAPPY', compress: snappyCompress };
            return { codec: 'SNAPPY', compress: (input) => native.compressSync(input, COPY_OUT) };
        }
        default:
            throw new RangeError(`Unknown Parquet compression ${String(compression)}`);
    }
}
