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
 * framing, data nobody consumed at once, a parser paused by backpressure) retires the slab: it stays with
 * whatever views of it exist, and a new slab is used from then on.
 */
import type { Socket } from 'node:net';
import type { buildConnector, Dispatcher } from 'undici';
import { undiciParts } from './undici-parts.js';

/** Bytes per read, as Node's own default. */
const SLAB_BYTES = 64 * 1024;

/** The read handed to the parser and not yet taken by it. */
const PENDING = Symbol('crawlstream.pendingRead');

type PendingSocket = Socket & { [PENDING]?: Buffer | undefined };

/**
 * A request's own place for its body: told the response head, then given every body chunk in order; returns
 * where it put a chunk (the bytes to pass on), or `undefined` to have the chunk passed on as it is (copied
 * first when it lives in the slab).
 */
export interface BodyCopy {
  head(status: number, rawHeaders: readonly unknown[]): void;
  copy(chunk: Buffer): Uint8Array | undefined;
}

/** Dispatch option key for a request's {@link BodyCopy} (e.g. the buffer its body is read into). */
export const COPY_BODY = Symbol('crawlstream.copyBody');

/** Socket options and a dispatch wrapper that share one slab. */
export interface SlabReads {
  /** `onread` for `net.connect`: reads into the slab and hands each read to the socket's parser. */
  readonly onread: { buffer: () => Buffer; callback: (this: Socket, bytes: number, buf: Buffer) => boolean };
  /** Prepares a socket made with {@link SlabReads.onread} (its `read()` returns the pending read first). */
  adopt(socket: Socket): void;
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
  let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
  // Slab bytes copied out by handlers during the current read callback.
  let copied = 0;
  const stats = { reads: 0, reused: 0, queued: 0 };

  const owns = (chunk: Buffer) => chunk.buffer === slab.buffer;

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
    else slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    return this.readableLength < this.readableHighWaterMark;
  }

  function read(this: PendingSocket, size?: number): unknown {
    const pending = this[PENDING];
    if (pending !== undefined && size === undefined) {
      this[PENDING] = undefined;
      return pending;
    }
    return Object.getPrototypeOf(this).read.call(this, size);
  }

  const onread = { buffer: () => slab, callback: onRead };
  const adopt = (socket: Socket) => {
    (socket as unknown as { read: typeof read }).read = read;
  };
  // undici passes its connector options on to net.connect and tls.connect, `onread` included; a TLS socket
  // hands its decrypted reads to `onread` as a TCP socket does.
  const base = undiciParts.buildConnector({ ...connectOptions, onread } as buildConnector.BuildOptions);
  const connect: buildConnector.connector = (opts, callback) => {
    const socket = base(opts, callback) as unknown as Socket;
    adopt(socket);
    return socket as unknown as ReturnType<buildConnector.connector>;
  };

  return {
    onread,
    adopt,
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
            new CopyingHandler(handler, copy, own) as unknown as Dispatcher.DispatchHandler,
          );
        },
      };
    },
    stats,
  };
}

type LegacyHandler = Dispatcher.DispatchHandler & Record<string, ((...args: never[]) => unknown) | undefined>;

/**
 * Passes every call on to `inner`, with body chunks copied out of the slab first. Written against undici's
 * handler interface of `onConnect`/`onHeaders`/`onData`/... (what its `request` API uses); a handler of the
 * newer `onRequestStart`/`onResponseData` interface is passed through unwrapped (see `wrap`).
 */
class CopyingHandler {
  readonly #inner: LegacyHandler;
  readonly #copy: (chunk: Buffer) => Buffer | Uint8Array;
  readonly #own: BodyCopy | undefined;

  constructor(
    inner: Dispatcher.DispatchHandler,
    copy: (chunk: Buffer) => Buffer | Uint8Array,
    own: BodyCopy | undefined,
  ) {
    this.#inner = inner as LegacyHandler;
    this.#copy = copy;
    this.#own = own;
  }

  onConnect(...args: unknown[]) {
    return this.#call('onConnect', args);
  }
  onHeaders(...args: unknown[]) {
    const [status, rawHeaders] = args;
    if (typeof status === 'number' && Array.isArray(rawHeaders)) this.#own?.head(status, rawHeaders);
    return this.#call('onHeaders', args);
  }
  onData(chunk: Buffer) {
    return this.#call('onData', [this.#copy(chunk)]);
  }
  onComplete(...args: unknown[]) {
    return this.#call('onComplete', args);
  }
  onError(...args: unknown[]) {
    return this.#call('onError', args);
  }
  onUpgrade(...args: unknown[]) {
    return this.#call('onUpgrade', args);
  }
  onResponseStarted(...args: unknown[]) {
    return this.#call('onResponseStarted', args);
  }
  onBodySent(...args: unknown[]) {
    return this.#call('onBodySent', args);
  }
  onRequestSent(...args: unknown[]) {
    return this.#call('onRequestSent', args);
  }

  #call(name: string, args: unknown[]): unknown {
    const fn = this.#inner[name] as ((...a: unknown[]) => unknown) | undefined;
    return fn?.apply(this.#inner, args);
  }
}
