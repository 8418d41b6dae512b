/**
 * The connections of one transport: keep-alive undici agents, one for JSON calls and one for status pages.
 *
 * Bulk bodies (status pages) go over connections of their own whose sockets read into one reused buffer
 * (see slab-reads.ts); small answers keep the plain connections, where the copy-out would only add work. A
 * dispatcher the caller passes is used as it is, for everything.
 */
import type { Dispatcher } from 'undici';
import { type SlabReads } from './slab-reads.js';
import { type RequestApi } from './undici-parts.js';
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
export declare function createDispatchers(injected: Dispatcher | undefined): Dispatchers;
