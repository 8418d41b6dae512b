/**
 * Vocabulary of the synthetic web. Topic words name pages (and so drive search, map ranking and extract);
 * filler words per language make up body text. Lists are kept as space-separated text for compactness.
 */
/** Words that name page topics, shared by all languages so a query finds pages on every site. */
export declare const TOPIC_WORDS: readonly string[];
/** Filler words per language tag. */
export declare const FILLER_WORDS: Readonly<Record<string, readonly string[]>>;
/** Languages a site can be written in. */
export declare const LANGUAGES: readonly string[];
/** Weights of {@link LANGUAGES}. */
export declare const LANGUAGE_WEIGHTS: readonly number[];
/** og:locale of each language. */
export declare const LOCALES: Readonly<Record<string, string>>;
/** Country codes whose searchers prefer a language (search ranks pages in it first). */
export declare const COUNTRY_LANGUAGE: Readonly<Record<string, string>>;
/** Author names. */
export declare const AUTHORS: readonly string[];
