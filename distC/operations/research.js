import { parseInput } from '../schemas/parse-input.js';
import { DeveloperSearchBody, DeveloperSearchResponse, PaperReadResponse, PaperReadOptions as PaperReadRule, PaperSearchQuery, PaperSearchResponse, SearchText, SimilarPapersOptions, SimilarPapersResponse, } from '../schemas/research.js';
import { abortable } from './abortable.js';
import { requestBody } from './request-body.js';
const PAPERS = '/v2/search/research/papers';
/**
 * Searches the developer index (`POST /v2/search/developer`): GitHub issues, pull requests and readmes, and
 * developer documentation, ranked, with the passages that match. Emits the answer once: its `results`, and
 * with `repos` or `sources` whether each is indexed.
 *
 * @example
 * ```ts
 * client.developerSearch('retry-after header ignored', { repos: ['nodejs/undici'], types: ['issue'] })
 *   .subscribe(({ results }) => results.forEach((r) => console.log(r.url, r.passages[0]?.text)));
 * ```
 */
export function developerSearch(transport, query, options = {}) {
    return abortable(async (signal) => {
        const { minStars, maxStars, ...rest } = options;
        const body = parseInput(DeveloperSearchBody, {
            query,
            ...rest,
            ...(minStars === undefined ? {} : { min_stars: minStars }),
            ...(maxStars === undefined ? {} : { max_stars: maxStars }),
        }, 'developer search');
        const res = await requestBody(transport, { method: 'POST', path: '/v2/search/developer', body, signal }, DeveloperSearchResponse);
        return [res.data];
    });
}
/** Searches paper abstracts by relevance (`GET /v2/search/research/papers`); emits each paper found. */
export function searchPapers(transport, query, options = {}) {
    return abortable(async (signal) => {
        const checked = parseInput(PaperSearchQuery, { ...options, query }, 'paper search');
        const res = await requestBody(transport, { method: 'GET', path: PAPERS, query: checked, signal }, PaperSearchResponse);
        return res.data.results;
    });
}
/** A paper's metadata (`GET /v2/search/research/papers/{id}`); with `query`, the passages that answer it. */
export function getPaper(transport, paperId, options = {}) {
    return abortable(async (signal) => {
        const checked = parseInput(PaperReadRule, options, 'paper read');
        const res = await requestBody(transport, { method: 'GET', path: `${PAPERS}/${paperPath(paperId)}`, query: checked, signal }, PaperReadResponse);
        return [res.data];
    });
}
/**
 * Papers related to one through the citation graph (`GET /v2/search/research/papers/{id}/similar`): similar
 * ones, those that cite it or those it cites, ranked for `intent`. Emits the answer once (with `poolSize`
 * and `truncated`).
 */
export function similarPapers(transport, paperId, options) {
    return abortable(async (signal) => {
        const checked = parseInput(SimilarPapersOptions, options, 'similar papers');
        const res = await requestBody(transport, { method: 'GET', path: `${PAPERS}/${paperPath(paperId)}/similar`, query: checked, signal }, SimilarPapersResponse);
        return [res.data];
    });
}
function paperPath(paperId) {
    return encodeURIComponent(parseInput(SearchText, paperId, 'paper id'));
}
