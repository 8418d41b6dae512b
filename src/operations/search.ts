import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import {
  type DiscoveredTool,
  type SearchImageResult,
  type SearchNewsResult,
  SearchRequest,
  SearchResponse,
  type SearchWebResult,
} from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { cancellable } from './abortable.js';
import { withExtraFields } from './extra-fields.js';
import { requestBody } from './request-body.js';
import { surfaceWarning, type WarningOptions } from './warning.js';

/** One search result, tagged with the source it came from. */
export type SearchItem =
  | { source: 'web'; item: SearchWebResult }
  | { source: 'images'; item: SearchImageResult }
  | { source: 'news'; item: SearchNewsResult }
  /** A tool of the service's catalogue that the `alexandria` source found. */
  | { source: 'alexandria'; item: DiscoveredTool };

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
  onSearch?: ((search: { id: string | undefined; creditsUsed: number | undefined }) => void) | undefined;
}

export function search(
  transport: Transport,
  request: SearchRequest,
  options: SearchCallOptions = {},
): Observable<SearchItem> {
  return cancellable(async (signal) => {
    const label = 'search request';
    const body = withExtraFields(parseInput(SearchRequest, request, label), options, SearchRequest, label);
    const res = await requestBody(
      transport,
      { method: 'POST', path: '/v2/search', body, signal },
      SearchResponse,
    );
    surfaceWarning(res.data.warning ?? res.warning, options, 'search');
    options.onSearch?.({ id: res.data.id ?? undefined, creditsUsed: res.data.creditsUsed ?? undefined });
    const { web = [], images = [], news = [], tools = [] } = res.data.data;
    return [
      ...web.map((item): SearchItem => ({ source: 'web', item })),
      ...images.map((item): SearchItem => ({ source: 'images', item })),
      ...news.map((item): SearchItem => ({ source: 'news', item })),
      ...tools.map((item): SearchItem => ({ source: 'alexandria', item })),
    ];
  });
}
