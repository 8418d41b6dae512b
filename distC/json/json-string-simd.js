/**
 * Work on UTF-8 text with WebAssembly SIMD (json-string.wat): the text is copied into the module's memory,
 * where the kernel goes through it 16 bytes at a time. Three jobs:
 * - copying them unescaped (the Parquet sink's text columns): markdown has an escape every few dozen bytes
 *   (`\n`), where the JavaScript path pays a native search and a native copy per run between escapes; on
 *   the benchmark's pages the kernel is about 2.5 times faster;
 * - checking their escapes and that they hold no raw line break (the page scan before a JSONL export),
 *   where the JavaScript path checks each escape in turn;
 * - counting the UTF-16 code units of text that is not ASCII (`utf16Length`), about ten times the byte loop
 *   of the JavaScript path.
 * benchmarks/README.md has the measurements.
 */
import { unicodeEscape, unicodeEscapeLength } from './json-escapes.js';
import { JSON_STRING_WASM } from './json-string-wasm.js';
const PAGE = 65536;
// Memory a kernel keeps between calls. WebAssembly memory never shrinks: a call on a longer string than
// this (its memory grew past it) leaves the kernel to be dropped, and the next call starts a fresh one.
const KEEP_BYTES = 16 * 1024 * 1024;
/** The kernel of one thread, with its memory. */
export class JsonStringKernel {
    ex;
    bytes;
    constructor(ex) {
        this.ex = ex;
        this.bytes = new Uint8Array(ex.memory.buffer);
    }
    /** Bytes of memory the kernel holds (it only grows; past KEEP_BYTES the kernel is dropped after the call). */
    get memoryBytes() {
        return this.ex.memory.buffer.byteLength;
    }
    /** Room for `n` bytes of source and `output` bytes after them; returns where the output goes. */
    room(n, output) {
        const out = (n + 15) & ~15;
        const need = out + output;
        if (need > this.ex.memory.buffer.byteLength) {
            this.ex.memory.grow(Math.ceil((need - this.ex.memory.buffer.byteLength) / PAGE));
            this.bytes = new Uint8Array(this.ex.memory.buffer);
        }
        return out;
    }
    /**
     * Whether the contents `[start, end)` of a JSON string in `src` have only valid escapes and no raw line
     * break.
     */
    check(src, start, end) {
        const n = end - start;
        this.room(n, 0);
        this.bytes.set(src.subarray(start, end), 0);
        const ok = this.ex.check(0, n) === 1;
        releaseJsonStringKernel(KEEP_BYTES);
        return ok;
    }
    /** The length `text` (UTF-8) would have as a JavaScript string, in UTF-16 code units. */
    utf16Length(text) {
        this.room(text.length, 0);
        this.bytes.set(text, 0);
        const units = this.ex.utf16_length(0, text.length);
        releaseJsonStringKernel(KEEP_BYTES);
        return units;
    }
    /**
     * Copies the contents `[start, close)` of a JSON string in `src` (its closing quote at `close`) into `dst`
     * at `at`, unescaped, as UTF-8; returns the end of the written bytes. Throws a SyntaxError on a
     * malformed escape. `dst` must have room for `close - start` bytes.
     */
    unescape(src, start, close, dst, at) {
        const n = close - start;
        // The source at 0, the output after it, 16-byte aligned.
        const out = this.room(n, n);
        const mem = this.bytes;
        const { ex } = this;
        mem.set(src.subarray(start, close), 0);
        let s = 0;
        let d = out;
        for (;;) {
            const code = ex.unescape(s, n, d);
            if (code === 0)
                break;
            s = ex.src.value;
            d = ex.dst.value;
            if (code !== 1)
                throw new SyntaxError(`Bad escaped character in JSON at position ${start + s + 1}`);
            // A \u escape, decoded from the source itself (the kernel's copy of it has the same bytes).
            const w = unicodeEscape(src, start + s, close, mem, d);
            s += unicodeEscapeLength(w - d);
            d = w;
        }
        const end = ex.dst.value;
        dst.set(mem.subarray(out, end), at);
        releaseJsonStringKernel(KEEP_BYTES);
        return at + end - out;
    }
}
const wasm = globalThis.WebAssembly;
let module;
let current;
/**
 * This thread's SIMD kernel, or undefined where WebAssembly or its SIMD instructions are unavailable (then
 * the JavaScript path does the work).
 */
export function jsonStringKernel() {
    if (current)
        return current;
    if (module === undefined) {
        try {
            // Throws where WebAssembly is off (--jitless) or lacks SIMD.
            module = wasm ? new wasm.Module(Buffer.from(JSON_STRING_WASM, 'base64')) : null;
        }
        catch {
            module = null;
        }
    }
    if (module === null || !wasm)
        return undefined;
    current = new JsonStringKernel(new wasm.Instance(module).exports);
    return current;
}
/**
 * Drops the kernel when a large string grew its memory past `maxBytes` (WebAssembly memory never shrinks);
 * the next use starts a fresh one.
 */
export function releaseJsonStringKernel(maxBytes) {
    if (current && current.memoryBytes > maxBytes)
        current = undefined;
}
