/**
 * The emulator's tool catalogue: a few providers, their groups and tools, each tool with its options, its
 * response and a price drawn from the seed, and the hosts whose pages it serves (`domainTools`). The
 * synthetic web's own sites have one (`site.search-pages`), which searches the pages the emulator serves.
 */
import { hash32 } from '../web/prng.js';
import { parseHttpUrl } from '../web/url-utils.js';
const str = (name, description, required = false) => ({
    name,
    type: 'string',
    description,
    ...(required ? { required } : {}),
});
const num = (name, description) => ({ name, type: 'number', description });
const DRAFTS = [
    {
        provider: 'github',
        capability: 'repo-info',
        group: 'repositories',
        category: 'developer',
        name: 'Repository facts',
        description: 'Stars, forks, language and license of a GitHub repository',
        perRecord: false,
        price: [1, 3],
        options: [str('owner', 'the owner', true), str('repo', 'the repository name', true)],
        response: { about: 'one repository', key: 'repository', fields: [{ name: 'stars', type: 'number' }] },
        domains: ['github.com'],
    },
    {
        provider: 'github',
        capability: 'search-issues',
        group: 'issues',
        category: 'developer',
        name: 'Issue search',
        description: 'Search the issues and pull requests of GitHub repositories by words',
        perRecord: true,
        price: [1, 2],
        options: [
            str('query', 'words to find', true),
            str('repo', 'owner/name to search in'),
            num('limit', 'most issues'),
        ],
        response: { about: 'matching issues', key: 'issues', fields: [{ name: 'title', type: 'string' }] },
        domains: ['github.com'],
    },
    {
        provider: 'npm',
        capability: 'package-info',
        group: 'packages',
        category: 'developer',
        name: 'Package facts',
        description: 'Latest version and weekly downloads of an npm package',
        perRecord: false,
        price: [1, 2],
        options: [str('name', 'the package name', true)],
        response: { about: 'one package', key: 'package', fields: [{ name: 'version', type: 'string' }] },
        domains: ['npmjs.com'],
    },
    {
        provider: 'weather',
        capability: 'daily-forecast',
        group: 'forecast',
        category: 'data',
        name: 'Daily weather forecast',
        description: 'Temperature and rain forecast of a city for the next days',
        perRecord: false,
        price: [2, 5],
        options: [str('city', 'the city', true), num('days', 'days ahead, 1 to 7')],
        response: { about: 'one day per record', key: 'days', fields: [{ name: 'highC', type: 'number' }] },
        domains: [],
    },
    {
        provider: 'site',
        capability: 'search-pages',
        group: 'pages',
        category: 'web',
        name: 'Site page search',
        description: 'Search the pages of a site by words and get their titles and addresses',
        perRecord: true,
        price: [1, 1],
        options: [
            str('query', 'words to find', true),
            str('site', 'the host to search'),
            num('limit', 'most pages'),
        ],
        response: { about: 'matching pages', key: 'pages', fields: [{ name: 'url', type: 'string' }] },
        domains: ['*.test'],
    },
];
/** The catalogue of an emulator seeded with `seed`: every tool with its price. */
export function toolCatalogue(seed) {
    return DRAFTS.map(({ price: [low, high], ...draft }) => ({
        ...draft,
        id: `${draft.provider}.${draft.capability}`,
        creditsCost: low + (hash32(seed, 'tool-price', draft.provider, draft.capability) % (high - low + 1)),
    }));
}
/** Whether `tool` serves pages of `url`'s host. */
export function servesUrl(tool, url) {
    const host = parseHttpUrl(url)?.hostname.toLowerCase();
    if (host === undefined)
        return false;
    return tool.domains.some((d) => d.startsWith('*.') ? host.endsWith(d.slice(1)) : host === d || host.endsWith(`.${d}`));
}
/** A tool as `domainTools` and the `alexandria` search source describe it, at the detail asked. */
export function discoveredTool(tool, detail) {
    const compact = {
        id: tool.id,
        provider: tool.provider,
        capability: tool.capability,
        name: tool.name,
        description: tool.description,
        creditsCost: tool.creditsCost,
    };
    if (detail !== 'summary' && detail !== 'full')
        return compact;
    const summary = { ...compact, perRecord: tool.perRecord, options: tool.options.map(optionRef) };
    if (detail === 'summary')
        return summary;
    const required = tool.options.filter((o) => o.required).map((o) => o.name);
    return { ...summary, requiresOneOf: [required], response: tool.response };
}
function optionRef(option) {
    return { name: option.name, type: option.type, ...(option.required ? { required: true } : {}) };
}
/**
 * The tools a search's `alexandria` source finds: those sharing words with the query (name, description,
 * provider, capability), most shared first; with `domainTools`, also those serving a host the query names.
 */
export function searchTools(catalogue, query, options) {
    const words = new Set(query.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);
    const hosts = query.toLowerCase().match(/[a-z0-9-]+(?:\.[a-z0-9-]+)+/g) ?? [];
    const scored = catalogue.map((tool) => {
        const text = `${tool.name} ${tool.description} ${tool.provider} ${tool.capability}`.toLowerCase();
        const shared = new Set(text.match(/[a-z0-9]{3,}/g) ?? []);
        let score = 0;
        for (const word of words)
            if (shared.has(word))
                score++;
        if (options.domainTools && hosts.some((host) => servesUrl(tool, `https://${host}/`)))
            score += 10;
        return { tool, score };
    });
    return scored
        .filter((s) => s.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, 5)
        .map((s) => discoveredTool(s.tool, options.toolDetail));
}
