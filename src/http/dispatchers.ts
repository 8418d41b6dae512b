/**
 * The connections of one transport: keep-alive undici agents, one for JSON calls and one for status pages.
 *
 * Bulk bodies (status pages) go over connections of their own whose sockets read into one reused buffer
 * (see slab-reads.ts); small answers keep the plain connections, where the copy-out would only add work. A
 * dispatcher the caller passes is used as it is, for everything.
 */
import type { Dispatcher } from 'undici';
import { createSlabReads, type SlabReads } from './slab-reads.js';
import { type RequestApi, undiciParts } from './undici-parts.js';

export interface Dispatchers {
  /** For JSON calls. */
  readonly plain: Dispatcher;
  /** For page reads. */
  readonly bulk: Dispatcher;
  /** undici's `request`, or the injected dispatcher's own; called with the dispatcher as `this`. */
  readonly send: RequestApi;
  /**
   * The transport created these itself: JSON calls may then skip `request` (dispatch-answer.ts), and page
   * bodies are copied from the slab reads.
   */
  readonly owned: boolean;
  /** The slab reads of the bulk connections, when the transport owns them. */
  readonly slabs: SlabReads | undefined;
  /** Closes what the transport created (an injected dispatcher is left to its owner). */
  close(): Promise<void>;
}

const KEEP_ALIVE = { keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };

export function createDispatchers(injected: Dispatcher | undefined): Dispatchers {
  const plain: Dispatcher = injected ?? new undiciParts.Agent(KEEP_ALIVE);
  // A dispatcher of the full undici (or anyone's) brings its own `request`; ours is called with it as `this`.
  const own = (plain as { request?: unknown }).request;
  const send = typeof own === 'function' ? (own as RequestApi) : undiciParts.request;
  const slabs = injected === undefined ? createSlabReads() : undefined;
  const bulkAgent = slabs ? new undiciParts.Agent({ ...KEEP_ALIVE, connect: slabs.connect }) : undefined;
  // `request` only calls `this.dispatch`, so the wrapper is all it needs.
  const bulk = (slabs && bulkAgent ? slabs.wrap(bulkAgent) : plain) as Dispatcher;
  return {
    plain,
    bulk,
    send,
    owned: injected === undefined,
    slabs,
    async close() {
      if (injected === undefined) await Promise.all([plain.close(), bulkAgent?.close()]);
    },
  };
}
