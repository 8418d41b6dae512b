/**
 * The first `size` bytes of the file at `path`, in chunks that stay valid until three more were taken (a
 * consumer that keeps chunks longer must copy them). Fails if the file holds fewer bytes.
 */
export declare function fileChunks(path: string, size: number): AsyncGenerator<Buffer>;
