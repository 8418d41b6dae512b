import { undiciParts } from './undici-parts.js';
/** Bytes per read, as Node's own default. */
const SLAB_BYTES = 64 * 1024;
/**
 * Slabs are cut from arenas of this size: a retired slab gives up only the bytes its last read filled (a
 * small answer retires a few KB, not 64 KiB), so fan-outs of small answers allocate an arena now and then
 * rather than a buffer per answer.
 */
const ARENA_BYTES = 1024 * 1024;
/** The read handed to the parser and not yet taken by it. */
const PENDING = Symbol('crawlstream.pendingRead');
/** Dispatch option key for a request's {@link BodyCopy} (e.g. the buffer its body is read into). */
export const COPY_BODY = Symbol('crawlstream.copyBody');
/**
 * Creates the shared slab state of one dispatcher. Reads of all its sockets use the same slab: each read is
 * delivered and settled within its own callback, and the event loop runs one callback at a time.
 *
 * @param connectOptions - undici's connector options (TLS `ca`, `timeout`, ...), for the sockets it makes.
 */
export function createSlabReads(connectOptions = {}) {
    const slabs = new SlabArenas();
    // Slab bytes copied out by handlers during the current read callback.
    let copied = 0;
    const stats = { reads: 0, reused: 0, queued: 0 };
    const owns = (chunk) => slabs.owns(chunk);
    /** Returns `false` (Node then stops reading until `read()` is called) while data waits in the queue. */
    function onRead(bytes, buf) {
        stats.reads++;
        const view = buf.subarray(0, bytes);
        if (this.destroyed)
            return false;
        if (this.readableLength > 0) {
            // Data is queued already (the parser is paused): keep the order, and the slab, by queueing a copy.
            stats.reused++;
            stats.queued++;
            return this.push(Buffer.from(view));
        }
        copied = 0;
        this[PENDING] = view;
        this.emit('readable');
        if (this[PENDING] !== undefined) {
            // Nobody took it (no parser attached, or it is paused): queue a copy for the next read().
            this[PENDING] = undefined;
            stats.reused++;
            stats.queued++;
            return this.push(Buffer.from(view));
        }
        if (copied === bytes && this.readableLength === 0)
            stats.reused++;
        else
            slabs.retire(bytes);
        return this.readableLength < this.readableHighWaterMark;
    }
    /**
     * A parser that pauses puts the bytes it did not parse back with `unshift()`. Other sockets already hold
     * the slab for their next read, so those bytes must leave it: they are copied.
     */
    function unshift(chunk, encoding) {
        const kept = Buffer.isBuffer(chunk) && owns(chunk) ? Buffer.from(chunk) : chunk;
        Object.getPrototypeOf(this).unshift.call(this, kept, encoding);
    }
    // undici passes its connector options on to net.connect and tls.connect, `onread` included; a TLS socket
    // hands its decrypted reads to `onread` as a TCP socket does.
    const onread = { buffer: () => slabs.slab, callback: onRead };
    const base = undiciParts.buildConnector({ ...connectOptions, onread });
    const connect = (opts, callback) => {
        const socket = base(opts, callback);
        // The parser reads with `read()`: it returns the pending read first.
        socket.read = read;
        socket.unshift = unshift;
        return socket;
    };
    return {
        connect,
        wrap(dispatcher) {
            return {
                dispatch(opts, handler) {
                    // A handler of the newer interface gets the slab's views as they are: the count below then
                    // stays short of the read, and the slab is retired rather than reused.
                    if (typeof handler.onRequestStart === 'function') {
                        return dispatcher.dispatch(opts, handler);
                    }
                    const own = opts[COPY_BODY];
                    const copy = (chunk) => {
                        const slabbed = owns(chunk);
                        const placed = own?.copy(chunk);
                        if (slabbed)
                            copied += chunk.byteLength;
                        return placed ?? (slabbed ? Buffer.from(chunk) : chunk);
                    };
                    return dispatcher.dispatch(opts, new CopyingHandler(handler, copy, own));
                },
            };
        },
        stats,
    };
}
/**
 * The memory the reads go into: arenas cut into slabs. Every arena is remembered, since a socket reads into
 * the slab it was given after its last read, which may be an earlier slab than the current one (another
 * socket's read retired it since), or one of an earlier arena.
 */
class SlabArenas {
    #arenas = new WeakSet();
    #arena = this.#newArena();
    #offset = 0;
    slab = this.#arena.subarray(0, SLAB_BYTES);
    /** Bytes of any slab, not only the current one: whatever a handler keeps of them must be copied out. */
    owns(chunk) {
        return this.#arenas.has(chunk.buffer);
    }
    /** Leaves the first `used` bytes of the slab to whatever views of them exist; the next slab starts after. */
    retire(used) {
        this.#offset += (used + 7) & ~7;
        if (this.#offset + SLAB_BYTES > ARENA_BYTES) {
            this.#arena = this.#newArena();
            this.#offset = 0;
        }
        this.slab = this.#arena.subarray(this.#offset, this.#offset + SLAB_BYTES);
    }
    #newArena() {
        const made = Buffer.allocUnsafeSlow(ARENA_BYTES);
        this.#arenas.add(made.buffer);
        return made;
    }
}
/** A socket's `read()`: the pending read first, as the parser reads it. */
function read(size) {
    const pending = this[PENDING];
    if (pending !== undefined && size === undefined) {
        this[PENDING] = undefined;
        return pending;
    }
    return Object.getPrototypeOf(this).read.call(this, size);
}
/**
 * Passes every call on to `inner`, with body chunks copied out of the slab first. Written against undici's
 * handler interface of `onConnect`/`onHeaders`/`onData`/... (what its `request` API uses); a handler of the
 * newer `onRequestStart`/`onResponseData` interface is passed through unwrapped (see `wrap`).
 */
class CopyingHandler {
    #inner;
    #copy;
    #own;
    #abort;
    // Completed or failed: a late admission must not start a body.
    #ended = false;
    // While the body waits for admission: the body bytes that arrived (copied), and its end if it came.
    #held;
    #heldEnd;
    constructor(inner, copy, own) {
        this.#inner = inner;
        this.#copy = copy;
        this.#own = own;
    }
    onConnect(abort, context) {
        this.#abort = abort;
        this.#inner.onConnect?.(abort, context);
    }
    onHeaders(status, rawHeaders, resume, statusText) {
        const admitted = this.#own?.head(status, rawHeaders);
        if (admitted === undefined)
            return this.#inner.onHeaders?.(status, rawHeaders, resume, statusText) ?? true;
        // The inner handler sees the head, and the body, once admitted. The parser runs on to the first body
        // bytes, which are kept and pause it: a parser paused at the head was seen to resume one byte late,
        // losing the body's first byte. The raw headers may be views of the slab, which the next read of any
        // socket overwrites: they are copied.
        const headers = rawHeaders.map((h) => (Buffer.isBuffer(h) ? Buffer.from(h) : h));
        const held = [];
        this.#held = held;
        admitted.then(() => {
            this.#held = undefined;
            if (this.#ended)
                return;
            let go = this.#inner.onHeaders?.(status, headers, resume, statusText) !== false;
            for (const chunk of held)
                go = this.onData(chunk) && go;
            if (this.#heldEnd !== undefined)
                this.onComplete(this.#heldEnd.trailers);
            else if (go)
                resume();
        }, (err) => {
            this.#held = undefined;
            if (!this.#ended)
                this.#abort?.(err instanceof Error ? err : new Error(String(err)));
        });
        return true;
    }
    onData(chunk) {
        if (this.#held !== undefined) {
            this.#held.push(Buffer.from(chunk));
            return false;
        }
        return this.#inner.onData?.(this.#copy(chunk)) ?? true;
    }
    onComplete(trailers) {
        if (this.#held !== undefined) {
            this.#heldEnd = { trailers };
            return;
        }
        this.#ended = true;
        this.#inner.onComplete?.(trailers);
    }
    onError(err) {
        this.#ended = true;
        this.#inner.onError?.(err);
    }
    onUpgrade(status, rawHeaders, socket) {
        this.#inner.onUpgrade?.(status, rawHeaders, socket);
    }
    onResponseStarted() {
        this.#inner.onResponseStarted?.();
    }
    onBodySent(chunk) {
        this.#inner.onBodySent?.(chunk);
    }
    onRequestSent() {
        this.#inner.onRequestSent?.();
    }
}
