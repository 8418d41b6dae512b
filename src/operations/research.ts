/**
 * The service's searches outside the web: the developer index (`developerSearch`) and the research paper
 * index (`research.searchPapers`, `getPaper`, `similarPapers`). Each is one call; options are checked before
 * it is sent.
 */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { parseInput } from '../schemas/parse-input.js';
import {
  DeveloperSearchBody,
  type DeveloperSearchOptions,
  DeveloperSearchResponse,
  type PaperReadOptions,
  PaperReadResponse,
  PaperReadOptions as PaperReadRule,
  type PaperResult,
  type PaperSearchOptions,
  PaperSearchQuery,
  PaperSearchResponse,
  SearchText,
  SimilarPapersOptions,
  SimilarPapersResponse,
} from '../schemas/research.js';
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
export function developerSearch(
  transport: Transport,
  query: string,
  options: DeveloperSearchOptions = {},
): Observable<DeveloperSearchResponse> {
  return abortable(async (signal) => {
    const { minStars, maxStars, ...rest } = options as DeveloperSearchOptions;
    const body = parseInput(
      DeveloperSearchBody,
      {
        query,
        ...rest,
        ...(minStars === undefined ? {} : { min_stars: minStars }),
        ...(maxStars === undefined ? {} : { max_stars: maxStars }),
      },
      'developer search',
    );
    const res = await requestBody(
      transport,
      { method: 'POST', path: '/v2/search/developer', body, signal },
      DeveloperSearchResponse,
    );
    return [res.data];
  });
}

/** Searches paper abstracts by relevance (`GET /v2/search/research/papers`); emits each paper found. */
export function searchPapers(
  transport: Transport,
  query: string,
  options: PaperSearchOptions = {},
): Observable<PaperResult> {
  return abortable(async (signal) => {
    const checked = parseInput(PaperSearchQuery, { ...options, query }, 'paper search');
    const res = await requestBody(
      transport,
      { method: 'GET', path: PAPERS, query: checked, signal },
      PaperSearchResponse,
    );
    return res.data.results;
  });
}

/** A paper's metadata (`GET /v2/search/research/papers/{id}`); with `query`, the passages that answer it. */
export function getPaper(
  transport: Transport,
  paperId: string,
  options: PaperReadOptions = {},
): Observable<PaperReadResponse> {
  return abortable(async (signal) => {
    const checked = parseInput(PaperReadRule, options, 'paper read');
    const res = await requestBody(
      transport,
      { method: 'GET', path: `${PAPERS}/${paperPath(paperId)}`, query: checked, signal },
      PaperReadResponse,
    );
    return [res.data];
  });
}

/**
 * Papers related to one through the citation graph (`GET /v2/search/research/papers/{id}/similar`): similar
 * ones, those that cite it or those it cites, ranked for `intent`. Emits the answer once (with `poolSize`
 * and `truncated`).
 */
export function similarPapers(
  transport: Transport,
  paperId: string,
  options: SimilarPapersOptions,
): Observable<SimilarPapersResponse> {
  return abortable(async (signal) => {
    const checked = parseInput(SimilarPapersOptions, options, 'similar papers');
    const res = await requestBody(
      transport,
      { method: 'GET', path: `${PAPERS}/${paperPath(paperId)}/similar`, query: checked, signal },
      SimilarPapersResponse,
    );
    return [res.data];
  });
}

function paperPath(paperId: string): string {
  return encodeURIComponent(parseInput(SearchText, paperId, 'paper id'));
}
