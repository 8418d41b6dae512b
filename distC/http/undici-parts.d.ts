import type { buildConnector, Dispatcher, Agent as UndiciAgent } from 'undici';
/** undici's `request` API, called with the dispatcher as `this` (as `Dispatcher.prototype.request` is). */
export type RequestApi = (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
interface UndiciParts {
    Agent: typeof UndiciAgent;
    request: RequestApi;
    buildConnector: typeof buildConnector;
}
/** undici's `Agent`, `request` and `buildConnector`, loaded once. */
export declare const undiciParts: UndiciParts;
export {};
