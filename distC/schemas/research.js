/**
 * The service's searches outside the web: the developer index (`POST /v2/search/developer`: GitHub issues,
 * pull requests and readmes, and developer documentation sources, answered as ranked passages) and the
 * research paper index (`GET /v2/search/research/papers…`: paper abstracts by relevance, a paper with the
 * passages that answer a question, and papers related through the citation graph). Rules from the official
 * SDK 4.42 (the published OpenAPI document does not list these routes).
 */
import * as z from 'zod';
/** A search's words, or a paper's id: not empty. */
export const SearchText = z.string().trim().min(1, 'must not be empty');
const Query = SearchText;
const PositiveInt = z.int().min(1, 'must be a positive integer');
/** What the developer index holds. */
export const DeveloperSearchType = z.enum(['doc', 'issue', 'pull_request', 'readme']);
/** Options of `developerSearch`: what to rank and the repositories' filters. */
export const DeveloperSearchOptions = z.strictObject({
    /** Ranked results, 1–100 (the service's default 10). */
    k: z.int().min(1).max(100).optional(),
    /** Passages per result, 1–5 (default 1). */
    passages: z.int().min(1).max(5).optional(),
    /** Kinds of result (default all). */
    types: z.array(DeveloperSearchType).min(1).optional(),
    /** GitHub repositories, `owner/name`, at most 20. */
    repos: z
        .array(z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'must be owner/name'))
        .max(20)
        .optional(),
    /** Documentation source ids, at most 20. */
    sources: z.array(z.string().min(1)).max(20).optional(),
    /** One GitHub Linguist language (any case). */
    language: z.string().min(1).optional(),
    /** Repository topics that must all match, at most 8. */
    topic: z.array(z.string().min(1)).max(8).optional(),
    /** One SPDX license id (any case). */
    license: z.string().min(1).optional(),
    minStars: z.int().min(0).optional(),
    maxStars: z.int().min(0).optional(),
    archived: z.boolean().optional(),
    fork: z.boolean().optional(),
    /** Packaged agent-skill evidence only. */
    skills: z.literal('only').optional(),
});
/** Body of `POST /v2/search/developer` (the star bounds in snake_case, as the service takes them). */
export const DeveloperSearchBody = DeveloperSearchOptions.omit({ minStars: true, maxStars: true })
    .extend({
    query: Query,
    min_stars: z.int().min(0).optional(),
    max_stars: z.int().min(0).optional(),
    origin: z.string().optional(),
    integration: z.string().nullable().optional(),
})
    .strict()
    .refine((b) => b.min_stars === undefined || b.max_stars === undefined || b.min_stars <= b.max_stars, {
    message: 'minStars must not exceed maxStars',
    path: ['min_stars'],
});
/** One ranked result of the developer index: a doc page, an issue, a pull request or a readme. */
export const DeveloperSearchResult = z.looseObject({
    id: z.string(),
    url: z.string(),
    title: z.string().nullish(),
    passages: z.array(z.looseObject({ text: z.string(), citation_url: z.string().nullish() })),
    license: z
        .union([z.looseObject({ state: z.string(), spdx_id: z.string().nullable() }), z.string()])
        .nullish(),
});
/** Answer to `POST /v2/search/developer`: the results, and whether each asked repository or source is indexed. */
export const DeveloperSearchResponse = z.looseObject({
    success: z.boolean(),
    results: z.array(DeveloperSearchResult),
    repos: z
        .array(z.looseObject({
        repo: z.string(),
        indexed: z.boolean(),
        types: z.looseObject({ issue: z.boolean(), pullRequest: z.boolean(), readme: z.boolean() }),
    }))
        .nullish(),
    sources: z.array(z.looseObject({ source: z.string(), indexed: z.boolean() })).nullish(),
});
/** Options of `research.searchPapers`: how many, and filters on authors, subject categories and dates. */
export const PaperSearchOptions = z.strictObject({
    k: PositiveInt.optional(),
    authors: z.array(z.string().min(1)).optional(),
    /** Paper subject categories, such as `q-bio.GN` (not `search`'s categories). */
    categories: z.array(z.string().min(1)).optional(),
    /** Earliest and latest publication date, `YYYY-MM-DD`. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
});
/** Query of `GET /v2/search/research/papers`: the words and the options. */
export const PaperSearchQuery = PaperSearchOptions.extend({ query: SearchText });
/** Options of `research.getPaper`: with `query`, the passages of the paper that answer it (`k` of them). */
export const PaperReadOptions = z
    .strictObject({ query: Query.optional(), k: PositiveInt.optional() })
    .refine((o) => o.k === undefined || o.query !== undefined, {
    message: 'k is only valid together with query',
    path: ['k'],
});
/** Options of `research.similarPapers`: why related papers are wanted, and how they are found. */
export const SimilarPapersOptions = z.strictObject({
    intent: Query,
    mode: z.enum(['similar', 'citers', 'references']).optional(),
    k: PositiveInt.optional(),
    rerank: z.boolean().optional(),
    /** More seed papers. */
    anchor: z.array(z.string().min(1)).optional(),
});
/** A paper's ids by scheme (`arxiv`, `doi`, `pmid`, …). */
const IdMap = z.record(z.string(), z.array(z.string()));
/** A paper found by relevance or through the citation graph. */
export const PaperResult = z.looseObject({
    paperId: z.string(),
    primaryId: z.string(),
    ids: IdMap.nullish(),
    title: z.string(),
    abstract: z.string(),
    score: z.number(),
    signals: z
        .looseObject({
        structural: z.number(),
        semantic: z.number(),
        articleRank: z.number(),
        seedOverlap: z.number(),
    })
        .nullish(),
});
/** A paper's metadata. */
export const PaperMetadata = z.looseObject({
    paperId: z.string(),
    ids: IdMap.nullish(),
    title: z.string(),
    abstract: z.string(),
    authors: z.string().nullish(),
    categories: z.array(z.string()).nullish(),
    createdDate: z.string().nullish(),
    updateDate: z.string().nullish(),
});
/** Answer to `GET /v2/search/research/papers`. */
export const PaperSearchResponse = z.looseObject({ success: z.boolean(), results: z.array(PaperResult) });
/** Answer to `GET /v2/search/research/papers/{id}`: the paper, and with a query the passages that answer it. */
export const PaperReadResponse = z.looseObject({
    success: z.boolean(),
    paper: PaperMetadata,
    paperId: z.string().nullish(),
    query: z.string().nullish(),
    passages: z.array(z.looseObject({ text: z.string(), score: z.number() })).nullish(),
});
/** Answer to `GET /v2/search/research/papers/{id}/similar`. */
export const SimilarPapersResponse = z.looseObject({
    success: z.boolean(),
    results: z.array(PaperResult),
    /** Papers considered before ranking, and whether the pool was cut. */
    poolSize: z.number(),
    truncated: z.boolean(),
    note: z.string().nullish(),
});
