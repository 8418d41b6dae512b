/**
 * The parts of undici the transport uses: the `Agent` dispatcher, the `request` API function and the
 * connector builder (`buildConnector`, for sockets that read into a reused buffer, see `slab-reads.ts`).
 *
 * Why not `import { Agent } from 'undici'`: undici's entry point loads all of undici (fetch, WebSocket,
 * EventSource, caches, mocks, ...), about 21 MB of resident memory, against about 12 MB for these
 * modules. Bulk exports are measured by their peak memory, so the transport loads only these. undici has no
 * `exports` map, so these paths are public files of the package; should a later undici move them, the full
 * entry point is loaded instead, which provides the very same class and functions.
 */
import { createRequire } from 'node:module';
function load() {
    const require = createRequire(import.meta.url);
    try {
        const Agent = require('undici/lib/dispatcher/agent.js');
        const request = require('undici/lib/api/api-request.js');
        const connector = require('undici/lib/core/connect.js');
        if (typeof Agent === 'function' && typeof request === 'function' && typeof connector === 'function') {
            return {
                Agent: Agent,
                request: request,
                buildConnector: connector,
            };
        }
    }
    catch {
        // Files moved: fall back to the entry point below.
    }
    const undici = require('undici');
    return {
        Agent: undici.Agent,
        request: undici.Dispatcher.prototype.request,
        buildConnector: undici.buildConnector,
    };
}
/** undici's `Agent`, `request` and `buildConnector`, loaded once. */
export const undiciParts = load();
