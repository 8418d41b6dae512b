/** A search query split into its operators. Words are lower-case. */
export interface ParsedQuery {
    /** Free words: a result must contain at least one; more matches rank higher. */
    terms: string[];
    /** Double-quoted phrases: each must appear as written (case-insensitive). */
    phrases: string[];
    /** Words or phrases after `-`: none may appear. */
    excluded: string[];
    sites: string[];
    notSites: string[];
    intitle: string[];
    notIntitle: string[];
    inurl: string[];
    notInurl: string[];
    filetypes: string[];
    notFiletypes: string[];
    related: string[];
    /** `imagesize:WxH`: images of exactly this size. */
    imageSize?: {
        width: number;
        height: number;
    };
    /** `larger:WxH`: images larger than this in both dimensions. */
    larger?: {
        width: number;
        height: number;
    };
}
/**
 * Parses the operators of the service's search: `"phrase"`, `-word` (also `-site:`, `-intitle:`, ...),
 * `site:`, `filetype:`, `inurl:`/`allinurl:`, `intitle:`/`allintitle:` (the `allin...` forms apply to every
 * word after them), `related:`, `imagesize:WxH`, `larger:WxH`. An unknown `word:` is a plain word.
 */
export declare function parseQuery(query: string): ParsedQuery;
