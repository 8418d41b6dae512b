/**
 * Time in the synthetic web: each version after the first edits, adds and removes a seeded share of the
 * pages (and edits at least one page of every site), so that a re-crawl sees what a daily re-crawl of a
 * real site sees. Only the pages named change:
 * an edited page gets a new body, price and version (same URL, title and links); an added page is new and listed in its host's
 * sitemap (no existing page links to it, so no other page changes); a removed page answers 404 and leaves
 * the sitemap, while the links to it stay on the pages that had them, as on the real web, and its own
 * links stay on it (a site's 404 page keeps its navigation), so every page it led to is still found.
 */
import { makePage } from './page-factory.js';
import { hash32, Prng } from './prng.js';
import { TOPIC_WORDS } from './words.js';
export const DEFAULT_CHANGE_RATES = { edited: 0.01, added: 0.005, removed: 0.005 };
/** Moves `model` from version `version - 1` to `version`. */
export function applyVersion(model, options, rates, version) {
    const rng = new Prng(hash32(options.seed, 'version', version));
    const varied = new Set(model.pages.map((p) => p.variantOf));
    // A URL generated twice (two `.pdf` pages of one name) is the page its lookup finds: only that one changes.
    const live = model.pages.filter((p) => model.byUrl.get(p.url) === p && isPlainPage(p, varied));
    const count = (rate) => Math.round(rate * live.length);
    const order = shuffled(live, rng);
    const removed = order.slice(0, count(rates.removed));
    for (const page of removed)
        removePage(page, version);
    const edited = order.slice(removed.length, removed.length + count(rates.edited));
    // Every site changes with each version: a small web's share can round to no page of a site at all.
    if (rates.edited > 0)
        edited.push(...firstOfUneditedSites(order, edited, new Set(removed)));
    for (const page of edited)
        editPage(page, version);
    const added = Array.from({ length: count(rates.added) }, (_, n) => addPage(model, options, version, n));
    const urls = (pages) => pages.map((p) => p.url).sort();
    return { version, edited: urls(edited), added: urls(added), removed: urls(removed) };
}
/**
 * A page a version may change: a canonical page that loads (not a host's root, not a query variant or a
 * 404 target, not a page that fails) and has no query variants of its own (a variant shares its body).
 */
function isPlainPage(page, varied) {
    return (page.treeDepth > 0 &&
        page.query === '' &&
        page.statusCode === 200 &&
        !page.failure &&
        !varied.has(page.url));
}
/** A new body, and a new price and version among the facts the page states (so even a page all head changes). */
function editPage(page, version) {
    page.bodySeed = hash32(page.bodySeed, 'edit', version);
    const price = typeof page.facts.price === 'number' ? page.facts.price : 0;
    page.facts = {
        ...page.facts,
        price: Math.round(price * 105 + 1) / 100,
        version: `${version}.0.${page.bodySeed % 10}`,
    };
}
function removePage(page, version) {
    page.statusCode = 404;
    page.linkTitle = page.title;
    page.title = 'Page not found';
    page.description = 'The page you are looking for does not exist.';
    page.keywords = [];
    page.inSitemap = false;
    page.size = 400;
    page.images = [];
    page.bodySeed = hash32(page.bodySeed, 'removed', version);
    delete page.category;
}
/**
 * A new page on the main host of a site chosen by the version's seed, listed in its sitemap (a crawl from
 * the site's start URL finds it there).
 */
function addPage(model, options, version, n) {
    const rng = new Prng(hash32(options.seed, 'added', version, n));
    const site = model.sites[rng.int(0, model.sites.length - 1)] ?? model.sites[0];
    if (!site)
        throw new RangeError('the web has no site');
    const host = site.domain;
    const hostPages = model.byHost.get(host) ?? [];
    const root = hostPages[0];
    const kind = root?.hostKind ?? 'main';
    const words = [rng.pick(TOPIC_WORDS), rng.pick(TOPIC_WORDS)];
    const path = `/updates/${words.join('-')}-v${version}-${n}`;
    const page = makePage(options, {
        domain: site.domain,
        host,
        kind,
        count: Number.MAX_SAFE_INTEGER,
        language: site.language,
        siteName: site.name,
    }, { i: 1_000_000 + version * 1000 + n, path, parent: root, section: 'updates', words, rng });
    delete page.failure;
    page.orphan = true;
    page.inSitemap = true;
    page.links = root ? [root.url] : [];
    model.pages.push(page);
    model.byUrl.set(page.url, page);
    hostPages.push(page);
    model.byHost.set(host, hostPages);
    return page;
}
/** For each site none of `edited` is on, its first page in `order` that is not `removed`. */
function firstOfUneditedSites(order, edited, removed) {
    const sites = new Set(edited.map((p) => p.site));
    const picked = [];
    for (const page of order) {
        if (sites.has(page.site) || removed.has(page))
            continue;
        sites.add(page.site);
        picked.push(page);
    }
    return picked;
}
function shuffled(items, rng) {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
}
