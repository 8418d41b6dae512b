import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type DiscoveredTool, type SearchImageResult, type SearchNewsResult, SearchRequest, type SearchWebResult } from '../schemas/index.js';
import { type WarningOptions } from './warning.js';
/** One search result, tagged with the source it came from. */
export type SearchItem = {
    source: 'web';
    item: SearchWebResult;
} | {
    source: 'images';
    item: SearchImageResult;
} | {
    source: 'news';
    item: SearchNewsResult;
}
/** A tool of the service's catalogue that the `alexandria` source found. */
 | {
    source: 'alexandria';
    item: DiscoveredTool;
};
/**
 * Runs a search (`POST /v2/search`); emits every result tagged with its source (`web`, then `images`, then
 * `news`, each in the service's order), then completes. The response's `warning` goes to `onWarning`.
 *
 * @example
 * ```ts
 * client.search({ query: 'rxjs backpressure', sources: ['web', 'news'] })
 *   .subscribe(({ source, item }) => console.log(source, item.url));
 * // web https://... / news https://...
 * ```
 */
/** Options of `client.search`. */
export interface SearchCallOptions extends WarningOptions {
    /** Called with the search's `id` (what `searchFeedback` takes) and its credits, before any result. */
    onSearch?: ((search: {
        id: string | undefined;
        creditsUsed: number | undefined;
    }) => void) | undefined;
}
export declare function search(transport: Transport, request: SearchRequest, options?: SearchCallOptions): Observable<SearchItem>;
