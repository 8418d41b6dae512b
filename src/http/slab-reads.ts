/**
 * Socket reads into one reused buffer (a slab) instead of a fresh buffer per read.
 *
 * Why: Node allocates a new buffer of up to 64 KiB for every socket read. A bulk export reads hundreds of MB,
 * and V8 frees those buffers only at a scavenge, which it runs when young buffers reach about 32 MB: an
 * export's resident memory then always carries some 30 MB of dead reads, and the allocator keeps the pages.
 * With Node's `onread` option, a socket (TCP or TLS) reads into a buffer the caller supplies; the read is
 * handed to undici's parser at once (the socket's `read()` returns it, within the read callback), and the
 * body bytes the parser passes on are copied out by {@link SlabReads.wrap} before anything can keep them.
 *
 * Safety rule: the slab is reused for the next read only when every byte of the last read was body data that
 * the wrapped handler copied out during the read callback. Any other read (response headers, chunked
 * framing, data nobody consumed at once, a parser paused by backpressure) retires the bytes that read
 * filled: they stay with whatever views of them exist, and the next slab starts after them.
 */
import type { Socket } from 'node:net';
import type { buildConnector, Dispatcher } from 'undici';
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

type PendingSocket = Socket & { [PENDING]?: Buffer | undefined };

/**
 * A request's own place for its body: told the response head, then given every body chunk in order; returns
 * where it put a chunk (the bytes to pass on), or `undefined` to have the chunk passed on as it is (copied
 * first when it lives in the slab). When `head` returns a promise, the response waits, paused on its
 * connection, until it resolves (a rejection aborts the request).
 */
export interface BodyCopy {
  head(status: number, rawHeaders: readonly unknown[]): Promise<void> | undefined;
  copy(chunk: Buffer): Uint8Array | undefined;
}

/** Dispatch option key for a request's {@link BodyCopy} (e.g. the buffer its body is read into). */
export const COPY_BODY = Symbol('crawlstream.copyBody');

/** Socket options and a dispatch wrapper that share one slab. */
export interface SlabReads {
  /** undici's connector for sockets (TCP or TLS) that read into the slab. */
  readonly connect: buildConnector.connector;
  /** A dispatcher whose handlers copy slab bytes out before they see them. */
  wrap(dispatcher: Dispatcher): Pick<Dispatcher, 'dispatch'>;
  /**
   * Reads so far, how many of them left the slab free for the next read, and how many of those were
   * queued as copies because the parser was not taking data (for tests and benchmarks).
   */
  readonly stats: { reads: number; reused: number; queued: number };
}

/**
 * Creates the shared slab state of one dispatcher. Reads of all its sockets use the same slab: each read is
 * delivered and settled within its own callback, and the event loop runs one callback at a time.
 *
 * @param connectOptions - undici's connector options (TLS `ca`, `timeout`, ...), for the sockets it makes.
 */
export function createSlabReads(connectOptions: buildConnector.BuildOptions = {}): SlabReads {
  const slabs = new SlabArenas();
  // Slab bytes copied out by handlers during the current read callback.
  let copied = 0;
  const stats = { reads: 0, reused: 0, queued: 0 };

  const owns = (chunk: Buffer) => slabs.owns(chunk);

  /** Returns `false` (Node then stops reading until `read()` is called) while data waits in the queue. */
  function onRead(this: PendingSocket, bytes: number, buf: Buffer): boolean {
    stats.reads++;
    const view = buf.subarray(0, bytes);
    if (this.destroyed) return false;
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
    if (copied === bytes && this.readableLength === 0) stats.reused++;
    else slabs.retire(bytes);
    return this.readableLength < this.readableHighWaterMark;
  }

  /**
   * A parser that pauses puts the bytes it did not parse back with `unshift()`. Other sockets already hold
   * the slab for their next read, so those bytes must leave it: they are copied.
   */
  function unshift(this: PendingSocket, chunk: Buffer, encoding?: BufferEncoding): void {
    const kept = Buffer.isBuffer(chunk) && owns(chunk) ? Buffer.from(chunk) : chunk;
    Object.getPrototypeOf(this).unshift.call(this, kept, encoding);
  }

  // undici passes its connector options on to net.connect and tls.connect, `onread` included; a TLS socket
  // hands its decrypted reads to `onread` as a TCP socket does.
  const onread = { buffer: () => slabs.slab, callback: onRead };
  const base = undiciParts.buildConnector({ ...connectOptions, onread } as buildConnector.BuildOptions);
  const connect: buildConnector.connector = (opts, callback) => {
    const socket = base(opts, callback) as unknown as Socket;
    // The parser reads with `read()`: it returns the pending read first.
    (socket as unknown as { read: typeof read }).read = read;
    (socket as unknown as { unshift: typeof unshift }).unshift = unshift;
    return socket as unknown as ReturnType<buildConnector.connector>;
  };

  return {
    connect,
    wrap(dispatcher) {
      return {
        dispatch(opts, handler) {
          // A handler of the newer interface gets the slab's views as they are: the count below then
          // stays short of the read, and the slab is retired rather than reused.
          if (typeof (handler as { onRequestStart?: unknown }).onRequestStart === 'function') {
            return dispatcher.dispatch(opts, handler);
          }
          const own = (opts as { [COPY_BODY]?: BodyCopy })[COPY_BODY];
          const copy = (chunk: Buffer): Buffer | Uint8Array => {
            const slabbed = owns(chunk);
            const placed = own?.copy(chunk);
            if (slabbed) copied += chunk.byteLength;
            return placed ?? (slabbed ? Buffer.from(chunk) : chunk);
          };
          return dispatcher.dispatch(
            opts,
            new CopyingHandler(handler as LegacyHandler, copy, own) as Dispatcher.DispatchHandler,
          );
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
  readonly #arenas = new WeakSet<ArrayBufferLike>();
  #arena = this.#newArena();
  #offset = 0;
  slab = this.#arena.subarray(0, SLAB_BYTES);

  /** Bytes of any slab, not only the current one: whatever a handler keeps of them must be copied out. */
  owns(chunk: Buffer): boolean {
    return this.#arenas.has(chunk.buffer);
  }

  /** Leaves the first `used` bytes of the slab to whatever views of them exist; the next slab starts after. */
  retire(used: number): void {
    this.#offset += (used + 7) & ~7;
    if (this.#offset + SLAB_BYTES > ARENA_BYTES) {
      this.#arena = this.#newArena();
      this.#offset = 0;
    }
    this.slab = this.#arena.subarray(this.#offset, this.#offset + SLAB_BYTES);
  }

  #newArena(): Buffer {
    const made = Buffer.allocUnsafeSlow(ARENA_BYTES);
    this.#arenas.add(made.buffer);
    return made;
  }
}

/** A socket's `read()`: the pending read first, as the parser reads it. */
function read(this: PendingSocket, size?: number): unknown {
  const pending = this[PENDING];
  if (pending !== undefined && size === undefined) {
    this[PENDING] = undefined;
    return pending;
  }
  return Object.getPrototypeOf(this).read.call(this, size);
}

/** undici's handler interface of `onConnect`/`onHeaders`/`onData`/..., as its `request` API implements it. */
interface LegacyHandler {
  onConnect?(abort: (err?: Error) => void, context?: unknown): void;
  onHeaders?(status: number, rawHeaders: unknown[], resume: () => void, statusText?: string): boolean;
  onData?(chunk: Buffer | Uint8Array): boolean;
  onComplete?(trailers: unknown[] | null): void;
  onError?(err: Error): void;
  onUpgrade?(status: number, rawHeaders: unknown[], socket: unknown): void;
  onResponseStarted?(): void;
  onBodySent?(chunk: unknown): void;
  onRequestSent?(): void;
}

/**
 * Passes every call on to `inner`, with body chunks copied out of the slab first. Written against undici's
 * handler interface of `onConnect`/`onHeaders`/`onData`/... (what its `request` API uses); a handler of the
 * newer `onRequestStart`/`onResponseData` interface is passed through unwrapped (see `wrap`).
 */
class CopyingHandler implements LegacyHandler {
  readonly #inner: LegacyHandler;
  readonly #copy: (chunk: Buffer) => Buffer | Uint8Array;
  readonly #own: BodyCopy | undefined;
  #abort: ((err?: Error) => void) | undefined;
  // Completed or failed: a late admission must not start a body.
  #ended = false;
  // While the body waits for admission: the body bytes that arrived (copied), and its end if it came.
  #held: Buffer[] | undefined;
  #heldEnd: { trailers: unknown[] | null } | undefined;

  constructor(inner: LegacyHandler, copy: (chunk: Buffer) => Buffer | Uint8Array, own: BodyCopy | undefined) {
    this.#inner = inner;
    this.#copy = copy;
    this.#own = own;
  }

  onConnect(abort: (err?: Error) => void, context?: unknown): void {
    this.#abort = abort;
    this.#inner.onConnect?.(abort, context);
  }
  onHeaders(status: number, rawHeaders: unknown[], resume: () => void, statusText?: string): boolean {
    const admitted = this.#own?.head(status, rawHeaders);
    if (admitted === undefined)
      return this.#inner.onHeaders?.(status, rawHeaders, resume, statusText) ?? true;
    // The inner handler sees the head, and the body, once admitted. The parser runs on to the first body
    // bytes, which are kept and pause it: a parser paused at the head was seen to resume one byte late,
    // losing the body's first byte. The raw headers may be views of the slab, which the next read of any
    // socket overwrites: they are copied.
    const headers = rawHeaders.map((h) => (Buffer.isBuffer(h) ? Buffer.from(h) : h));
    const held: Buffer[] = [];
    this.#held = held;
    admitted.then(
      () => {
        this.#held = undefined;
        if (this.#ended) return;
        let go = this.#inner.onHeaders?.(status, headers, resume, statusText) !== false;
        for (const chunk of held) go = this.onData(chunk) && go;
        if (this.#heldEnd !== undefined) this.onComplete(this.#heldEnd.trailers);
        else if (go) resume();
      },
      (err: unknown) => {
        this.#held = undefined;
        if (!this.#ended) this.#abort?.(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return true;
  }
  onData(chunk: Buffer): boolean {
    if (this.#held !== undefined) {
      this.#held.push(Buffer.from(chunk));
      return false;
    }
    return this.#inner.onData?.(this.#copy(chunk)) ?? true;
  }
  onComplete(trailers: unknown[] | null): void {
    if (this.#held !== undefined) {
      this.#heldEnd = { trailers };
      return;
    }
    this.#ended = true;
    this.#inner.onComplete?.(trailers);
  }
  onError(err: Error): void {
    this.#ended = true;
    this.#inner.onError?.(err);
  }
  onUpgrade(status: number, rawHeaders: unknown[], socket: unknown): void {
    this.#inner.onUpgrade?.(status, rawHeaders, socket);
  }
  onResponseStarted(): void {
    this.#inner.onResponseStarted?.();
  }
  onBodySent(chunk: unknown): void {
    this.#inner.onBodySent?.(chunk);
  }
  onRequestSent(): void {
    this.#inner.onRequestSent?.();
  }
}
