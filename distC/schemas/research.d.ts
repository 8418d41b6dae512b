/**
 * The service's searches outside the web: the developer index (`POST /v2/search/developer`: GitHub issues,
 * pull requests and readmes, and developer documentation sources, answered as ranked passages) and the
 * research paper index (`GET /v2/search/research/papers…`: paper abstracts by relevance, a paper with the
 * passages that answer a question, and papers related through the citation graph). Rules from the official
 * SDK 4.42 (the published OpenAPI document does not list these routes).
 */
import * as z from 'zod';
/** A search's words, or a paper's id: not empty. */
export declare const SearchText: z.ZodString;
/** What the developer index holds. */
export declare const DeveloperSearchType: z.ZodEnum<{
    doc: "doc";
    issue: "issue";
    pull_request: "pull_request";
    readme: "readme";
}>;
/** What the developer index holds. */
export type DeveloperSearchType = z.infer<typeof DeveloperSearchType>;
/** Options of `developerSearch`: what to rank and the repositories' filters. */
export declare const DeveloperSearchOptions: z.ZodObject<{
    k: z.ZodOptional<z.ZodInt>;
    passages: z.ZodOptional<z.ZodInt>;
    types: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        doc: "doc";
        issue: "issue";
        pull_request: "pull_request";
        readme: "readme";
    }>>>;
    repos: z.ZodOptional<z.ZodArray<z.ZodString>>;
    sources: z.ZodOptional<z.ZodArray<z.ZodString>>;
    language: z.ZodOptional<z.ZodString>;
    topic: z.ZodOptional<z.ZodArray<z.ZodString>>;
    license: z.ZodOptional<z.ZodString>;
    minStars: z.ZodOptional<z.ZodInt>;
    maxStars: z.ZodOptional<z.ZodInt>;
    archived: z.ZodOptional<z.ZodBoolean>;
    fork: z.ZodOptional<z.ZodBoolean>;
    skills: z.ZodOptional<z.ZodLiteral<"only">>;
}, z.core.$strict>;
/** Options of `developerSearch`. */
export type DeveloperSearchOptions = z.infer<typeof DeveloperSearchOptions>;
/** Body of `POST /v2/search/developer` (the star bounds in snake_case, as the service takes them). */
export declare const DeveloperSearchBody: z.ZodObject<{
    k: z.ZodOptional<z.ZodInt>;
    passages: z.ZodOptional<z.ZodInt>;
    types: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        doc: "doc";
        issue: "issue";
        pull_request: "pull_request";
        readme: "readme";
    }>>>;
    repos: z.ZodOptional<z.ZodArray<z.ZodString>>;
    sources: z.ZodOptional<z.ZodArray<z.ZodString>>;
    language: z.ZodOptional<z.ZodString>;
    topic: z.ZodOptional<z.ZodArray<z.ZodString>>;
    license: z.ZodOptional<z.ZodString>;
    archived: z.ZodOptional<z.ZodBoolean>;
    fork: z.ZodOptional<z.ZodBoolean>;
    skills: z.ZodOptional<z.ZodLiteral<"only">>;
    query: z.ZodString;
    min_stars: z.ZodOptional<z.ZodInt>;
    max_stars: z.ZodOptional<z.ZodInt>;
    origin: z.ZodOptional<z.ZodString>;
    integration: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$strict>;
/** Body of `POST /v2/search/developer`. */
export type DeveloperSearchBody = z.infer<typeof DeveloperSearchBody>;
/** One ranked result of the developer index: a doc page, an issue, a pull request or a readme. */
export declare const DeveloperSearchResult: z.ZodObject<{
    id: z.ZodString;
    url: z.ZodString;
    title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    passages: z.ZodArray<z.ZodObject<{
        text: z.ZodString;
        citation_url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>>;
    license: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodObject<{
        state: z.ZodString;
        spdx_id: z.ZodNullable<z.ZodString>;
    }, z.core.$loose>, z.ZodString]>>>;
}, z.core.$loose>;
/** One ranked result of the developer index. */
export type DeveloperSearchResult = z.infer<typeof DeveloperSearchResult>;
/** Answer to `POST /v2/search/developer`: the results, and whether each asked repository or source is indexed. */
export declare const DeveloperSearchResponse: z.ZodObject<{
    success: z.ZodBoolean;
    results: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        url: z.ZodString;
        title: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        passages: z.ZodArray<z.ZodObject<{
            text: z.ZodString;
            citation_url: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        }, z.core.$loose>>;
        license: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodObject<{
            state: z.ZodString;
            spdx_id: z.ZodNullable<z.ZodString>;
        }, z.core.$loose>, z.ZodString]>>>;
    }, z.core.$loose>>;
    repos: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        repo: z.ZodString;
        indexed: z.ZodBoolean;
        types: z.ZodObject<{
            issue: z.ZodBoolean;
            pullRequest: z.ZodBoolean;
            readme: z.ZodBoolean;
        }, z.core.$loose>;
    }, z.core.$loose>>>>;
    sources: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        source: z.ZodString;
        indexed: z.ZodBoolean;
    }, z.core.$loose>>>>;
}, z.core.$loose>;
/** Answer to `POST /v2/search/developer`. */
export type DeveloperSearchResponse = z.infer<typeof DeveloperSearchResponse>;
/** Options of `research.searchPapers`: how many, and filters on authors, subject categories and dates. */
export declare const PaperSearchOptions: z.ZodObject<{
    k: z.ZodOptional<z.ZodInt>;
    authors: z.ZodOptional<z.ZodArray<z.ZodString>>;
    categories: z.ZodOptional<z.ZodArray<z.ZodString>>;
    from: z.ZodOptional<z.ZodISODate>;
    to: z.ZodOptional<z.ZodISODate>;
}, z.core.$strict>;
/** Options of `research.searchPapers`. */
export type PaperSearchOptions = z.infer<typeof PaperSearchOptions>;
/** Query of `GET /v2/search/research/papers`: the words and the options. */
export declare const PaperSearchQuery: z.ZodObject<{
    k: z.ZodOptional<z.ZodInt>;
    authors: z.ZodOptional<z.ZodArray<z.ZodString>>;
    categories: z.ZodOptional<z.ZodArray<z.ZodString>>;
    from: z.ZodOptional<z.ZodISODate>;
    to: z.ZodOptional<z.ZodISODate>;
    query: z.ZodString;
}, z.core.$strict>;
/** Options of `research.getPaper`: with `query`, the passages of the paper that answer it (`k` of them). */
export declare const PaperReadOptions: z.ZodObject<{
    query: z.ZodOptional<z.ZodString>;
    k: z.ZodOptional<z.ZodInt>;
}, z.core.$strict>;
/** Options of `research.getPaper`. */
export type PaperReadOptions = z.infer<typeof PaperReadOptions>;
/** Options of `research.similarPapers`: why related papers are wanted, and how they are found. */
export declare const SimilarPapersOptions: z.ZodObject<{
    intent: z.ZodString;
    mode: z.ZodOptional<z.ZodEnum<{
        citers: "citers";
        references: "references";
        similar: "similar";
    }>>;
    k: z.ZodOptional<z.ZodInt>;
    rerank: z.ZodOptional<z.ZodBoolean>;
    anchor: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strict>;
/** Options of `research.similarPapers`. */
export type SimilarPapersOptions = z.infer<typeof SimilarPapersOptions>;
/** A paper found by relevance or through the citation graph. */
export declare const PaperResult: z.ZodObject<{
    paperId: z.ZodString;
    primaryId: z.ZodString;
    ids: z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>>;
    title: z.ZodString;
    abstract: z.ZodString;
    score: z.ZodNumber;
    signals: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        structural: z.ZodNumber;
        semantic: z.ZodNumber;
        articleRank: z.ZodNumber;
        seedOverlap: z.ZodNumber;
    }, z.core.$loose>>>;
}, z.core.$loose>;
/** A paper found by relevance or through the citation graph. */
export type PaperResult = z.infer<typeof PaperResult>;
/** A paper's metadata. */
export declare const PaperMetadata: z.ZodObject<{
    paperId: z.ZodString;
    ids: z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>>;
    title: z.ZodString;
    abstract: z.ZodString;
    authors: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    categories: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    createdDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    updateDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** A paper's metadata. */
export type PaperMetadata = z.infer<typeof PaperMetadata>;
/** Answer to `GET /v2/search/research/papers`. */
export declare const PaperSearchResponse: z.ZodObject<{
    success: z.ZodBoolean;
    results: z.ZodArray<z.ZodObject<{
        paperId: z.ZodString;
        primaryId: z.ZodString;
        ids: z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>>;
        title: z.ZodString;
        abstract: z.ZodString;
        score: z.ZodNumber;
        signals: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            structural: z.ZodNumber;
            semantic: z.ZodNumber;
            articleRank: z.ZodNumber;
            seedOverlap: z.ZodNumber;
        }, z.core.$loose>>>;
    }, z.core.$loose>>;
}, z.core.$loose>;
/** Answer to `GET /v2/search/research/papers/{id}`: the paper, and with a query the passages that answer it. */
export declare const PaperReadResponse: z.ZodObject<{
    success: z.ZodBoolean;
    paper: z.ZodObject<{
        paperId: z.ZodString;
        ids: z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>>;
        title: z.ZodString;
        abstract: z.ZodString;
        authors: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        categories: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
        createdDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        updateDate: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$loose>;
    paperId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    query: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    passages: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        text: z.ZodString;
        score: z.ZodNumber;
    }, z.core.$loose>>>>;
}, z.core.$loose>;
/** Answer to `GET /v2/search/research/papers/{id}`. */
export type PaperReadResponse = z.infer<typeof PaperReadResponse>;
/** Answer to `GET /v2/search/research/papers/{id}/similar`. */
export declare const SimilarPapersResponse: z.ZodObject<{
    success: z.ZodBoolean;
    results: z.ZodArray<z.ZodObject<{
        paperId: z.ZodString;
        primaryId: z.ZodString;
        ids: z.ZodOptional<z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>>>;
        title: z.ZodString;
        abstract: z.ZodString;
        score: z.ZodNumber;
        signals: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            structural: z.ZodNumber;
            semantic: z.ZodNumber;
            articleRank: z.ZodNumber;
            seedOverlap: z.ZodNumber;
        }, z.core.$loose>>>;
    }, z.core.$loose>>;
    poolSize: z.ZodNumber;
    truncated: z.ZodBoolean;
    note: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$loose>;
/** Answer to `GET /v2/search/research/papers/{id}/similar`. */
export type SimilarPapersResponse = z.infer<typeof SimilarPapersResponse>;
