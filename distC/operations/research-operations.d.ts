/** `client.research`: the research paper index, bound to one transport. */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { PaperReadOptions, PaperReadResponse, PaperResult, PaperSearchOptions, SimilarPapersOptions, SimilarPapersResponse } from '../schemas/research.js';
/** The research paper index (`client.research`). */
export interface ResearchOperations {
    /** `GET /v2/search/research/papers`: emits each paper whose abstract answers `query`. */
    searchPapers(query: string, options?: PaperSearchOptions): Observable<PaperResult>;
    /** `GET /v2/search/research/papers/{id}`: the paper; with `query`, the passages that answer it. */
    getPaper(paperId: string, options?: PaperReadOptions): Observable<PaperReadResponse>;
    /** `GET /v2/search/research/papers/{id}/similar`: papers related through the citation graph. */
    similarPapers(paperId: string, options: SimilarPapersOptions): Observable<SimilarPapersResponse>;
}
export declare function researchOperations(transport: Transport): ResearchOperations;
