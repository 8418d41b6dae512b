/**
 * The service's searches outside the web: the developer index (`developerSearch`) and the research paper
 * index (`research.searchPapers`, `getPaper`, `similarPapers`). Each is one call; options are checked before
 * it is sent.
 */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type DeveloperSearchOptions, DeveloperSearchResponse, type PaperReadOptions, PaperReadResponse, type PaperResult, type PaperSearchOptions, SimilarPapersOptions, SimilarPapersResponse } from '../schemas/research.js';
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
export declare function developerSearch(transport: Transport, query: string, options?: DeveloperSearchOptions): Observable<DeveloperSearchResponse>;
/** Searches paper abstracts by relevance (`GET /v2/search/research/papers`); emits each paper found. */
export declare function searchPapers(transport: Transport, query: string, options?: PaperSearchOptions): Observable<PaperResult>;
/** A paper's metadata (`GET /v2/search/research/papers/{id}`); with `query`, the passages that answer it. */
export declare function getPaper(transport: Transport, paperId: string, options?: PaperReadOptions): Observable<PaperReadResponse>;
/**
 * Papers related to one through the citation graph (`GET /v2/search/research/papers/{id}/similar`): similar
 * ones, those that cite it or those it cites, ranked for `intent`. Emits the answer once (with `poolSize`
 * and `truncated`).
 */
export declare function similarPapers(transport: Transport, paperId: string, options: SimilarPapersOptions): Observable<SimilarPapersResponse>;
