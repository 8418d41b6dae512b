/**
 * The cloud service's searches outside the web, answered from a seeded synthetic index: the developer index
 * (`POST /search/developer`: issues, pull requests, readmes and documentation pages of made-up repositories,
 * with passages that quote the query) and the research paper index (`GET /search/research/papers…`). The
 * same request gives the same answer. A paper exists when its id has a scheme the index uses (`arxiv:`,
 * `pmid:`, `doi:`); any other id is 404. Nothing is billed: the service's price of these calls is not in
 * the interface.
 */
import { DeveloperSearchBody, PaperReadOptions, PaperSearchQuery, SimilarPapersOptions, } from '../../schemas/research.js';
import { errorReply, jsonReply } from '../http-reply.js';
import { drawFor } from '../seeded-random.js';
import { validateBody } from '../validate-body.js';
const REPOS = ['acme/http-client', 'acme/stream-kit', 'orbit/parser', 'orbit/orm', 'lumen/cli'];
const DOC_SOURCES = ['docs.acme.test', 'docs.orbit.test'];
const TYPES = ['doc', 'issue', 'pull_request', 'readme'];
const PAPER_ID = /^(arxiv:\d{4}\.\d{5}|pmid:\d{5,9}|doi:10\.\d{4,9}\/\S+)$/;
function developerSearch(context) {
    const checked = validateBody(DeveloperSearchBody, context.body);
    if (!checked.ok)
        return checked.reply;
    const body = checked.value;
    const seed = context.state.options.seed;
    const types = body.types ?? TYPES;
    const repos = body.repos ?? REPOS;
    const results = Array.from({ length: body.k ?? 10 }, (_, i) => {
        const type = types[i % types.length];
        const repo = repos[Math.floor(drawFor(seed, body.query, i, 'repo') * repos.length)];
        const n = 1 + Math.floor(drawFor(seed, body.query, i, 'number') * 5000);
        const url = type === 'doc'
            ? `https://${DOC_SOURCES[n % DOC_SOURCES.length]}/guide/${slug(body.query)}-${n}`
            : type === 'readme'
                ? `https://github.com/${repo}/blob/HEAD/README.md`
                : `https://github.com/${repo}/${type === 'issue' ? 'issues' : 'pull'}/${n}`;
        return {
            id: `${type}:${type === 'doc' ? url : `${repo}#${n}`}`,
            url,
            title: `${body.query} (${type.replace('_', ' ')} ${n})`,
            passages: Array.from({ length: body.passages ?? 1 }, (_, p) => ({
                text: `…${body.query}: see ${repo}, part ${p + 1}.`,
                citation_url: `${url}#passage-${p + 1}`,
            })),
            license: { state: 'licensed', spdx_id: (body.license ?? 'MIT').toUpperCase() },
        };
    });
    return jsonReply(200, {
        success: true,
        results,
        ...(body.repos
            ? {
                repos: body.repos.map((repo) => ({
                    repo,
                    indexed: true,
                    types: { issue: true, pullRequest: true, readme: true },
                })),
            }
            : {}),
        ...(body.sources ? { sources: body.sources.map((source) => ({ source, indexed: true })) } : {}),
    });
}
function searchPapers(context) {
    const checked = validateBody(PaperSearchQuery, queryObject(context, ['authors', 'categories']));
    if (!checked.ok)
        return checked.reply;
    const { query, k = 10 } = checked.value;
    const seed = context.state.options.seed;
    return jsonReply(200, {
        success: true,
        results: Array.from({ length: k }, (_, i) => paperResult(seed, query, i)),
    });
}
function getPaper(context) {
    const id = context.params.id;
    if (!PAPER_ID.test(id))
        return errorReply(404, 'Paper not found', { code: 'PAPER_NOT_FOUND' });
    const checked = validateBody(PaperReadOptions, queryObject(context, []));
    if (!checked.ok)
        return checked.reply;
    const seed = context.state.options.seed;
    const { query, k } = checked.value;
    return jsonReply(200, {
        success: true,
        paper: paperMetadata(seed, id),
        ...(query === undefined
            ? {}
            : {
                paperId: id,
                query,
                passages: Array.from({ length: k ?? 3 }, (_, i) => ({
                    text: `${query}: the paper's section ${i + 1} answers it.`,
                    score: round(0.9 - i * 0.1 * drawFor(seed, id, query, i)),
                })),
            }),
    });
}
function similarPapers(context) {
    const id = context.params.id;
    if (!PAPER_ID.test(id))
        return errorReply(404, 'Paper not found', { code: 'PAPER_NOT_FOUND' });
    const checked = validateBody(SimilarPapersOptions, queryObject(context, ['anchor']));
    if (!checked.ok)
        return checked.reply;
    const seed = context.state.options.seed;
    const { intent, mode = 'similar', k = 10 } = checked.value;
    const poolSize = 20 + Math.floor(drawFor(seed, id, mode, 'pool') * 200);
    const results = Array.from({ length: Math.min(k, poolSize) }, (_, i) => paperResult(seed, `${id} ${mode} ${intent}`, i));
    return jsonReply(200, { success: true, results, poolSize, truncated: k < poolSize, note: null });
}
/** The query parameters as an object for the schema: numbers and booleans parsed, `lists` as arrays. */
function queryObject(context, lists) {
    const out = {};
    for (const key of new Set(context.query.keys())) {
        if (key === 'origin')
            continue;
        const values = context.query.getAll(key);
        if (lists.includes(key))
            out[key] = values;
        else
            out[key] = scalar(values.at(-1), key);
    }
    return out;
}
function scalar(value, key) {
    if (key === 'k')
        return value.trim() === '' ? value : Number(value);
    if (key === 'rerank')
        return value === 'true' ? true : value === 'false' ? false : value;
    return value;
}
function paperResult(seed, basis, i) {
    const paperId = `arxiv:${2000 + Math.floor(drawFor(seed, basis, i, 'year') * 600)}.${String(Math.floor(drawFor(seed, basis, i, 'n') * 100_000)).padStart(5, '0')}`;
    const { title, abstract, ids } = paperMetadata(seed, paperId);
    return { paperId, primaryId: paperId, ids, title, abstract, score: round(1 - i * 0.05) };
}
function paperMetadata(seed, paperId) {
    const [scheme, value] = paperId.split(/:(.*)/s);
    const topic = ['streaming', 'retrieval', 'crawling', 'genomics', 'transformers'][Math.floor(drawFor(seed, paperId, 'topic') * 5)];
    return {
        paperId,
        ids: { [scheme]: [value] },
        title: `On ${topic}: a study (${paperId})`,
        abstract: `We study ${topic}. Results for ${paperId} are reported.`,
        authors: 'A. Author, B. Author',
        categories: [topic === 'genomics' ? 'q-bio.GN' : 'cs.IR'],
        createdDate: '2024-01-15',
        updateDate: '2024-03-01',
    };
}
function slug(text) {
    return text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40);
}
function round(n) {
    return Math.round(n * 1000) / 1000;
}
export const researchRoutes = [
    {
        method: 'POST',
        path: '/search/developer',
        name: 'search.developer',
        cloudOnly: true,
        handle: developerSearch,
    },
    {
        method: 'GET',
        path: '/search/research/papers',
        name: 'research.papers',
        cloudOnly: true,
        handle: searchPapers,
    },
    {
        method: 'GET',
        path: '/search/research/papers/:id',
        name: 'research.paper',
        cloudOnly: true,
        handle: getPaper,
    },
    {
        method: 'GET',
        path: '/search/research/papers/:id/similar',
        name: 'research.similar',
        cloudOnly: true,
        handle: similarPapers,
    },
];
