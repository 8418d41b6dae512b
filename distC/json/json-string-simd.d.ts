interface KernelExports {
    memory: {
        readonly buffer: ArrayBuffer;
        grow(pages: number): number;
    };
    src: {
        readonly value: number;
    };
    dst: {
        readonly value: number;
    };
    unescape(s: number, end: number, d: number): number;
    check(s: number, end: number): number;
    utf16_length(s: number, end: number): number;
}
/** The kernel of one thread, with its memory. */
export declare class JsonStringKernel {
    private readonly ex;
    private bytes;
    constructor(ex: KernelExports);
    /** Bytes of memory the kernel holds (it only grows; past KEEP_BYTES the kernel is dropped after the call). */
    get memoryBytes(): number;
    /** Room for `n` bytes of source and `output` bytes after them; returns where the output goes. */
    private room;
    /**
     * Whether the contents `[start, end)` of a JSON string in `src` have only valid escapes and no raw line
     * break.
     */
    check(src: Buffer, start: number, end: number): boolean;
    /** The length `text` (UTF-8) would have as a JavaScript string, in UTF-16 code units. */
    utf16Length(text: Uint8Array): number;
    /**
     * Copies the contents `[start, close)` of a JSON string in `src` (its closing quote at `close`) into `dst`
     * at `at`, unescaped, as UTF-8; returns the end of the written bytes. Throws a SyntaxError on a
     * malformed escape. `dst` must have room for `close - start` bytes.
     */
    unescape(src: Buffer, start: number, close: number, dst: Buffer, at: number): number;
}
/**
 * This thread's SIMD kernel, or undefined where WebAssembly or its SIMD instructions are unavailable (then
 * the JavaScript path does the work).
 */
export declare function jsonStringKernel(): JsonStringKernel | undefined;
/**
 * Drops the kernel when a large string grew its memory past `maxBytes` (WebAssembly memory never shrinks);
 * the next use starts a fresh one.
 */
export declare function releaseJsonStringKernel(maxBytes: number): void;
export {};
