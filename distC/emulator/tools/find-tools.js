/**
 * `firecrawl/find-tools`: the catalogue listed at a level (providers, groups or tools), filtered and paged by
 * `limit` and `offset`, each answer handing back the call of the next page (`next`) and each item the call
 * that goes one level down (or, for a tool, how to execute it). Finding costs nothing.
 */
import { servesUrl } from './catalogue.js';
const DEFAULT_LIMIT = 10;
const findCall = (options) => ({ provider: 'firecrawl', capability: 'find-tools', options });
/** The tools that pass every filter of `options`. */
function matching(catalogue, options) {
    const within = (list, value) => list === undefined || list.includes(value);
    return catalogue.filter((t) => within(options.providers, t.provider) &&
        within(options.categories, t.category) &&
        within(options.groups, t.group) &&
        within(options.capabilities, t.capability) &&
        (options.urls === undefined || options.urls.some((url) => servesUrl(t, url))));
}
/** The items of a level, in the catalogue's order. */
function items(tools, level, options) {
    if (level === 'tools')
        return tools.map((t) => toolItem(t, options.expand ?? []));
    const keyOf = (t) => (level === 'providers' ? t.provider : `${t.provider}/${t.group}`);
    const groups = new Map();
    for (const tool of tools)
        groups.set(keyOf(tool), [...(groups.get(keyOf(tool)) ?? []), tool]);
    return [...groups].map(([id, members]) => {
        const first = members[0];
        const down = level === 'providers'
            ? { level: 'groups', providers: [first.provider] }
            : { level: 'tools', providers: [first.provider], groups: [first.group] };
        return {
            id,
            name: level === 'providers' ? first.provider : first.group,
            category: first.category,
            tools: members.length,
            next: findCall(down),
        };
    });
}
function toolItem(tool, expand) {
    return {
        id: tool.id,
        name: tool.name,
        description: tool.description,
        provider: tool.provider,
        capability: tool.capability,
        group: tool.group,
        category: tool.category,
        creditsCost: tool.creditsCost,
        perRecord: tool.perRecord,
        execute: { provider: tool.provider, capability: tool.capability },
        ...(expand.includes('options') ? { options: tool.options } : {}),
        ...(expand.includes('response') ? { response: tool.response } : {}),
        ...(expand.includes('examples')
            ? {
                examples: {
                    curl: `curl -X POST /v2/scrape -d '{"alexandria":[{"provider":"${tool.provider}","capability":"${tool.capability}"}]}'`,
                },
            }
            : {}),
    };
}
/** One page of the listing `options` asks for. */
export function findTools(catalogue, options) {
    const level = options.level ?? 'providers';
    const all = items(matching(catalogue, options), level, options);
    const offset = Math.max(0, Math.floor(options.offset ?? 0));
    const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT));
    const more = offset + limit < all.length;
    return {
        level,
        items: all.slice(offset, offset + limit),
        total: all.length,
        next: more ? findCall({ ...options, offset: offset + limit, limit }) : null,
    };
}
