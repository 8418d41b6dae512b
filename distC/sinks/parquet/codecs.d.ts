/** Compression of the Parquet column chunks. */
export type ParquetCompression = 'snappy' | 'gzip' | 'none';
/** A page compressor: the Parquet codec name and the function. */
export interface PageCodec {
    readonly codec: 'SNAPPY' | 'GZIP' | 'UNCOMPRESSED';
    compress(input: Uint8Array): Uint8Array;
}
/** The codec for `compression`, ready to use. */
export declare function pageCodec(compression: ParquetCompression): Promise<PageCodec>;
