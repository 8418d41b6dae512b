/**
 * The two parts of undici the transport uses: the `Agent` dispatcher and the `request` API function.
 *
 * Why not `import { Agent } from 'undici'`: undici's entry point loads all of undici (fetch, WebSocket,
 * EventSource, caches, mocks, ...), about 21 MB of resident memory, against about 12 MB for these two
 * modules. Bulk exports are measured by their peak memory, so the transport loads only these. undici has no
 * `exports` map, so both paths are public files of the package; should a later undici move them, the full
 * entry point is loaded instead, which provides the very same class and function.
 */
import { createRequire } from 'node:module';
import type { Dispatcher, Agent as UndiciAgent } from 'undici';

/** undici's `request` API, called with the dispatcher as `this` (as `Dispatcher.prototype.request` is). */
export type RequestApi = (
  this: Dispatcher,
  options: Dispatcher.RequestOptions,
) => Promise<Dispatcher.ResponseData>;

interface UndiciParts {
  Agent: typeof UndiciAgent;
  request: RequestApi;
}

function load(): UndiciParts {
  const require = createRequire(import.meta.url);
  try {
    const Agent = require('undici/lib/dispatcher/agent.js') as unknown;
    const request = require('undici/lib/api/api-request.js') as unknown;
    if (typeof Agent === 'function' && typeof request === 'function') {
      return { Agent: Agent as typeof UndiciAgent, request: request as RequestApi };
    }
  } catch {
    // Files moved: fall back to the entry point below.
  }
  const undici = require('undici') as typeof import('undici');
  return { Agent: undici.Agent, request: undici.Dispatcher.prototype.request as RequestApi };
}

/** undici's `Agent` and `request`, loaded once. */
export const undiciParts: UndiciParts = load();
