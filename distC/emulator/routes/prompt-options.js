/** Path sections of the synthetic sites that a prompt can name. */
const SECTIONS = [
    'products',
    'pricing',
    'about',
    'research',
    'company',
    'guides',
    'api',
    'reference',
    'posts',
    'news',
];
/**
 * Stands in for the service's language model that turns a crawl `prompt` into crawler options. It is
 * a fixed keyword reading, so the same prompt always yields the same options:
 * - "N pages" / "limit N" / "first N" / "up to N" → `limit`
 * - "depth N" → `maxDiscoveryDepth`
 * - a section name (products, pricing, guides, api, posts, ...) → `includePaths` for it
 * - "subdomain", "docs" or "blog" → `allowSubdomains`
 * - "entire domain", "whole site", "everything" → `crawlEntireDomain`
 * - "no sitemap" / "skip sitemap" / "sitemap only"
 */
export function promptCrawlOptions(prompt) {
    const text = prompt.toLowerCase();
    const options = {};
    const limit = /(?:limit(?: to)?|first|up to|at most|max(?:imum)?)\s+(\d+)|(\d+)\s+pages/.exec(text);
    if (limit)
        options.limit = Number(limit[1] ?? limit[2]);
    const depth = /depth(?: of)?\s+(\d+)/.exec(text);
    if (depth)
        options.maxDiscoveryDepth = Number(depth[1]);
    const sections = SECTIONS.filter((section) => new RegExp(`\\b${section}\\b`).test(text));
    if (sections.length > 0)
        options.includePaths = sections.map((section) => `^/${section}(/.*)?$`);
    if (/\bsubdomains?\b|\bdocs\b|\bblog\b/.test(text))
        options.allowSubdomains = true;
    if (/entire domain|whole site|everything/.test(text))
        options.crawlEntireDomain = true;
    if (/(no|skip|without|ignore)( the)? sitemap/.test(text))
        options.sitemap = 'skip';
    else if (/sitemap only|only( the)? sitemap/.test(text))
        options.sitemap = 'only';
    return options;
}
