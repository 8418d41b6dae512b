import { hash32, Prng } from './prng.js';
import { TOPIC_WORDS } from './words.js';
const VARIANT_QUERIES = ['page=2', 'page=3', 'sort=new'];
/**
 * Second pass of the graph: gives every canonical page its outgoing links (children, parent, related pages,
 * the other hosts of the site, other sites), with the duplicate spellings real pages carry (trailing slash,
 * fragment), and adds the pages links can lead to beyond the tree: query-string variants of section pages
 * and the 404 targets of broken links.
 */
export function linkPages(model, options) {
    const canonical = model.pages.slice();
    const linkable = new Map();
    for (const [host, pages] of model.byHost) {
        linkable.set(host, pages.filter((p) => !p.orphan));
    }
    const allLinkable = canonical.filter((p) => !p.orphan);
    const siteHosts = new Map(model.sites.map((site) => [site.domain, site.hosts]));
    for (const page of canonical) {
        const rng = new Prng(hash32(options.seed, 'links', page.url));
        const links = [];
        const add = (url) => {
            links.push(url);
        };
        for (const child of page.children)
            if (!child.orphan)
                add(child.url);
        const hostPages = model.byHost.get(page.host) ?? [];
        const root = hostPages[0];
        if (page.treeDepth > 0 && root)
            add(root.url);
        const parent = page.parentUrl === undefined ? undefined : model.byUrl.get(page.parentUrl);
        if (parent && parent !== root)
            add(parent.url);
        const same = linkable.get(page.host) ?? [];
        for (let k = 0; k < 2 && same.length > 1; k++) {
            const other = rng.pick(same);
            if (other !== page)
                add(other.url);
        }
        // The other hosts of the site: roots link to each other, inner pages now and then to a sibling host page.
        const siblingHosts = (siteHosts.get(page.site) ?? []).filter((h) => h !== page.host);
        for (const host of siblingHosts) {
            const pages = linkable.get(host) ?? [];
            if (page.treeDepth === 0 && pages[0])
                add(pages[0].url);
            else if (pages.length > 0 && rng.chance(0.2))
                add(rng.pick(pages).url);
        }
        if (model.sites.length > 1 && rng.chance(0.15)) {
            // Retry a few draws rather than filter the whole web for every page.
            for (let tries = 0; tries < 8; tries++) {
                const other = rng.pick(allLinkable);
                if (other.site !== page.site) {
                    add(other.url);
                    break;
                }
            }
        }
        addDuplicateSpellings(links, rng);
        if (page.treeDepth === 1 && rng.chance(0.7))
            addVariants(model, page, links, rng);
        if (rng.chance(options.brokenLinkRate))
            links.push(addNotFound(model, page, rng).url);
        page.links = links;
    }
}
function addDuplicateSpellings(links, rng) {
    const first = links[0];
    if (first === undefined)
        return;
    if (rng.chance(0.35) && !first.endsWith('/'))
        links.push(`${first}/`);
    if (rng.chance(0.35))
        links.push(`${links[links.length > 1 ? 1 : 0]}#${rng.pick(['top', 'details', 'faq'])}`);
}
function addVariants(model, page, links, rng) {
    const count = rng.int(1, VARIANT_QUERIES.length);
    for (let k = 0; k < count; k++) {
        const query = VARIANT_QUERIES[k] ?? 'page=2';
        const variant = {
            ...page,
            url: `${page.url}?${query}`,
            query,
            variantOf: page.url,
            title: `${page.title} (${query.replace('=', ' ')})`,
            inSitemap: false,
            orphan: false,
            links: [page.url, ...links.filter((l) => !l.includes('?'))],
            children: [],
            size: Math.max(500, Math.floor(page.size / 2)),
            bodySeed: hash32(page.bodySeed, query),
        };
        delete variant.failure;
        model.pages.push(variant);
        model.byUrl.set(variant.url, variant);
        model.byHost.get(page.host)?.push(variant);
        links.push(variant.url);
    }
}
function addNotFound(model, page, rng) {
    const base = page.path === '/' ? '' : page.path;
    const path = `${base}/${rng.pick(TOPIC_WORDS)}-old`;
    const url = `https://${page.host}${path}`;
    const existing = model.byUrl.get(url);
    if (existing)
        return existing;
    const missing = {
        ...page,
        url,
        path,
        query: '',
        treeDepth: page.treeDepth + 1,
        title: 'Page not found',
        description: 'The page you are looking for does not exist.',
        keywords: [],
        statusCode: 404,
        links: [`https://${page.host}/`],
        children: [],
        inSitemap: false,
        orphan: false,
        size: 400,
        images: [],
        bodySeed: hash32(page.bodySeed, '404'),
    };
    delete missing.failure;
    delete missing.category;
    model.pages.push(missing);
    model.byUrl.set(url, missing);
    model.byHost.get(page.host)?.push(missing);
    return missing;
}
