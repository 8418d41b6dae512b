import { createSlabReads } from './slab-reads.js';
import { undiciParts } from './undici-parts.js';
const KEEP_ALIVE = { keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };
export function createDispatchers(injected) {
    const plain = injected ?? new undiciParts.Agent(KEEP_ALIVE);
    // A dispatcher of the full undici (or anyone's) brings its own `request`; ours is called with it as `this`.
    const own = plain.request;
    const send = typeof own === 'function' ? own : undiciParts.request;
    const slabs = injected === undefined ? createSlabReads() : undefined;
    const bulkAgent = slabs ? new undiciParts.Agent({ ...KEEP_ALIVE, connect: slabs.connect }) : undefined;
    // `request` only calls `this.dispatch`, so the wrapper is all it needs.
    const bulk = (slabs && bulkAgent ? slabs.wrap(bulkAgent) : plain);
    return {
        plain,
        bulk,
        send,
        owned: injected === undefined,
        slabs,
        async close() {
            if (injected === undefined)
                await Promise.all([plain.close(), bulkAgent?.close()]);
        },
    };
}
