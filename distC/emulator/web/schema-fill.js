import { booleanFor, fitNumber, fitString, numberFor, pickEnum, stringFor } from './field-values.js';
/** What extract returns when no schema is given: a summary and one item per page. */
export const DEFAULT_EXTRACT_SCHEMA = {
    type: 'object',
    properties: {
        summary: { type: 'string' },
        items: {
            type: 'array',
            items: {
                type: 'object',
                properties: {
                    url: { type: 'string', format: 'uri' },
                    title: { type: 'string' },
                    description: { type: 'string' },
                    keywords: { type: 'array', items: { type: 'string' } },
                },
                required: ['url', 'title'],
            },
        },
    },
    required: ['summary', 'items'],
};
/** Fills a JSON Schema with values read from pages (first page first); see {@link fillSchemaWithSources}. */
export function fillSchema(schema, pages, ctx) {
    return fillSchemaWithSources(schema, pages, ctx).value;
}
/**
 * Builds a value that follows `schema` from the facts of `pages`: each property is filled by what its name
 * asks for (a `price` from the page's price, an `email` from its contact address, a `title` from its title,
 * ...), arrays of objects take one page per item, enums pick the value the page mentions (else a stable one),
 * and `minimum`/`maximum`/`minLength`/`maxLength`/`minItems`/`maxItems`/`multipleOf` are respected.
 * `$ref` to `#/$defs` or `#/definitions`, `anyOf`/`oneOf` (first non-null branch) and `allOf` are followed.
 */
export function fillSchemaWithSources(schema, pages, ctx) {
    const root = (typeof schema === 'object' && schema !== null ? schema : DEFAULT_PAGE_SCHEMA);
    const state = { root, pages, seed: ctx.options.seed, sources: new Map() };
    const value = fill(state, root, '', 0, false, '*', 0);
    const sources = {};
    for (const [key, urls] of state.sources)
        sources[key] = [...urls];
    return { value, sources };
}
const DEFAULT_PAGE_SCHEMA = {
    type: 'object',
    properties: {
        title: { type: 'string' },
        description: { type: 'string' },
        url: { type: 'string', format: 'uri' },
        keywords: { type: 'array', items: { type: 'string' } },
    },
};
const MAX_DEPTH = 12;
function resolve(state, schema) {
    let s = (typeof schema === 'object' && schema !== null ? schema : {});
    for (let hops = 0; typeof s.$ref === 'string' && hops < 16; hops++) {
        const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(s.$ref);
        const defs = m ? state.root[m[1] ?? ''] : undefined;
        s = (m && defs?.[m[2] ?? '']) ?? {};
    }
    for (const key of ['anyOf', 'oneOf']) {
        const branches = s[key];
        if (Array.isArray(branches) && branches.length > 0) {
            const pick = branches.find((b) => b?.type !== 'null') ?? branches[0];
            const { [key]: _drop, ...rest } = s;
            s = { ...rest, ...resolve(state, pick) };
        }
    }
    if (Array.isArray(s.allOf)) {
        const { allOf, ...rest } = s;
        let merged = rest;
        for (const part of allOf) {
            const r = resolve(state, part);
            merged = {
                ...merged,
                ...r,
                properties: { ...merged.properties, ...r.properties },
                required: [...(merged.required ?? []), ...(r.required ?? [])],
            };
        }
        s = merged;
    }
    return s;
}
function typeOf(s) {
    const t = s.type;
    if (typeof t === 'string')
        return t;
    if (Array.isArray(t))
        return t.find((x) => x !== 'null') ?? 'null';
    if (s.properties)
        return 'object';
    if (s.items)
        return 'array';
    if (Array.isArray(s.enum) && s.enum.length > 0)
        return typeof s.enum[0] === 'number' ? 'number' : 'string';
    return 'string';
}
function fill(state, raw, key, pageIndex, scoped, top, depth) {
    const s = resolve(state, raw);
    const page = state.pages[pageIndex % Math.max(1, state.pages.length)];
    const type = typeOf(s);
    if (page && type !== 'object' && type !== 'array') {
        // Sources are recorded where a value is read from a page: at the leaves.
        let set = state.sources.get(top);
        if (!set) {
            set = new Set();
            state.sources.set(top, set);
        }
        set.add(page.url);
    }
    if ('const' in s)
        return s.const;
    if (Array.isArray(s.enum) && s.enum.length > 0)
        return pickEnum(state.seed, s.enum, page, key);
    if (depth > MAX_DEPTH)
        return type === 'array' ? [] : type === 'object' ? {} : scalarDefault(type);
    switch (type) {
        case 'object': {
            const out = {};
            const props = (s.properties ?? {});
            for (const [name, sub] of Object.entries(props)) {
                out[name] = fill(state, sub, name, pageIndex, scoped, top === '*' ? name : top, depth + 1);
            }
            return out;
        }
        case 'array': {
            const count = arrayCount(s, key, page, scoped, state.pages.length);
            const items = [];
            for (let k = 0; k < count; k++) {
                // Outside a page scope each item is its own page; inside one, items walk the page's own lists.
                const itemPage = scoped ? pageIndex : pageIndex + k;
                items.push(fill(state, s.items ?? {}, `${key}#${k}`, itemPage, true, top, depth + 1));
            }
            return items;
        }
        case 'string':
            return fitString(s, stringFor(s, key, page));
        case 'integer':
        case 'number':
            return fitNumber(s, numberFor(key, page, state.seed), type === 'integer');
        case 'boolean':
            return booleanFor(key, page, state.seed);
        case 'null':
            return null;
        default:
            return stringFor(s, key, page);
    }
}
function scalarDefault(type) {
    return type === 'number' || type === 'integer'
        ? 0
        : type === 'boolean'
            ? false
            : type === 'null'
                ? null
                : '';
}
function arrayCount(s, key, page, scoped, pageCount) {
    const min = typeof s.minItems === 'number' ? s.minItems : 0;
    const max = typeof s.maxItems === 'number' ? s.maxItems : Number.POSITIVE_INFINITY;
    const k = key.toLowerCase();
    let n;
    if (!scoped)
        n = pageCount;
    else if (/keyword|tag|topic/.test(k))
        n = page?.keywords.length ?? 0;
    else if (/image|photo|picture/.test(k))
        n = page?.images.length ?? 0;
    else if (/link|url/.test(k))
        n = Math.min(5, page?.links.length ?? 0);
    else
        n = 3;
    return Math.max(min, Math.min(max, n));
}
