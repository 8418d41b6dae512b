import { getPaper, searchPapers, similarPapers } from './research.js';
export function researchOperations(transport) {
    return {
        searchPapers: (query, opts) => searchPapers(transport, query, opts),
        getPaper: (paperId, opts) => getPaper(transport, paperId, opts),
        similarPapers: (paperId, opts) => similarPapers(transport, paperId, opts),
    };
}
