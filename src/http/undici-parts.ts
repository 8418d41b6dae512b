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
import type { buildConnector, Dispatcher, Agent as UndiciAgent } from 'undici';

/** undici's `request` API, called with the dispatcher as `this` (as `Dispatcher.prototype.request` is). */
export type RequestApi = (
  this: Dispatcher,
  options: Dispatcher.RequestOptions,
) => Promise<Dispatcher.ResponseData>;

interface UndiciParts {
  Agent: typeof UndiciAgent;
  request: RequestApi;
  buildConnector: typeof buildConnector;
}

function load(): UndiciParts {
  const require = createRequire(import.meta.url);
  try {
    const Agent = require('undici/lib/dispatcher/agent.js') as unknown;
    const request = require('undici/lib/api/api-request.js') as unknown;
    const connector = require('undici/lib/core/connect.js') as unknown;
    if (typeof Agent === 'function' && typeof request === 'function' && typeof connector === 'function') {
      return {
        Agent: Agent as typeof UndiciAgent,
        request: request as RequestApi,
        buildConnector: connector as typeof buildConnector,
      };
    }
  } catch {
    // Files moved: fall back to the entry point below.
  }
  const undici = require('undici') as typeof import('undici');
  return {
    Agent: undici.Agent,
    request: undici.Dispatcher.prototype.request as RequestApi,
    buildConnector: undici.buildConnector,
  };
}

/** undici's `Agent`, `request` and `buildConnector`, loaded once. */
export const undiciParts: UndiciParts = load();
