import { SearchRequest, SearchResponse, } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { cancellable } from './abortable.js';
import { withExtraFields } from './extra-fields.js';
import { requestBody } from './request-body.js';
import { surfaceWarning } from './warning.js';
export function search(transport, request, options = {}) {
    return cancellable(async (signal) => {
        const label = 'search request';
        const body = withExtraFields(parseInput(SearchRequest, request, label), options, SearchRequest, label);
        const res = await requestBody(transport, { method: 'POST', path: '/v2/search', body, signal }, SearchResponse);
        surfaceWarning(res.data.warning ?? res.warning, options, 'search');
        options.onSearch?.({ id: res.data.id ?? undefined, creditsUsed: res.data.creditsUsed ?? undefined });
        const { web = [], images = [], news = [], tools = [] } = res.data.data;
        return [
            ...web.map((item) => ({ source: 'web', item })),
            ...images.map((item) => ({ source: 'images', item })),
            ...news.map((item) => ({ source: 'news', item })),
            ...tools.map((item) => ({ source: 'alexandria', item })),
        ];
    });
}
