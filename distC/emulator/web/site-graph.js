import { linkPages } from './link-graph.js';
import { cap, makePage, SECTIONS } from './page-factory.js';
import { hash32, Prng } from './prng.js';
import { LANGUAGE_WEIGHTS, LANGUAGES, TOPIC_WORDS } from './words.js';
const MAX_TREE_DEPTH = 6;
/** Builds the sites, their pages and the link graph. Pure: the same options give the same model. */
export function buildSiteGraph(options) {
    const model = { sites: [], pages: [], byUrl: new Map(), byHost: new Map() };
    for (let s = 1; s <= options.sites; s++) {
        const domain = `site-${s}.test`;
        const rng = new Prng(hash32(options.seed, 'site', domain));
        const language = LANGUAGES[rng.weighted(LANGUAGE_WEIGHTS)] ?? 'en';
        const name = `${cap(rng.pick(TOPIC_WORDS))} ${cap(rng.pick(TOPIC_WORDS))} ${s}`;
        const n = options.pagesPerSite;
        const shares = [
            ['main', domain, n - 2 * Math.floor(n / 4)],
            ['docs', `docs.${domain}`, Math.floor(n / 4)],
            ['blog', `blog.${domain}`, Math.floor(n / 4)],
        ];
        const hosts = [];
        for (const [kind, host, count] of shares) {
            if (count <= 0)
                continue;
            hosts.push(host);
            buildHost(model, options, { domain, host, kind, count, language, siteName: name });
        }
        model.sites.push({ domain, hosts, language, name });
    }
    linkPages(model, options);
    return model;
}
function buildHost(model, options, spec) {
    const list = [];
    model.byHost.set(spec.host, list);
    const usedPaths = new Set();
    const parents = [];
    const sections = SECTIONS[spec.kind];
    for (let i = 0; i < spec.count; i++) {
        const rng = new Prng(hash32(options.seed, 'page', spec.host, i));
        let path;
        let parent;
        let section;
        let words;
        if (i === 0) {
            path = '/';
            section = '';
            words = [rng.pick(TOPIC_WORDS), rng.pick(TOPIC_WORDS)];
        }
        else if (i <= sections.length) {
            section = sections[i - 1] ?? 'misc';
            path = `/${section}`;
            parent = list[0];
            words = [section, rng.pick(TOPIC_WORDS)];
        }
        else {
            // Half the pages hang off a section page, the rest anywhere: broad sections with some deep chains.
            const sectionCount = Math.min(sections.length, i - 1);
            parent = rng.chance(0.5) || parents.length === 0 ? list[rng.int(1, sectionCount)] : rng.pick(parents);
            if (parent && parent.treeDepth >= MAX_TREE_DEPTH)
                parent = list[rng.int(1, Math.min(sections.length, i - 1))];
            section = parent?.path.split('/')[1] ?? '';
            words = [rng.pick(TOPIC_WORDS), rng.pick(TOPIC_WORDS)];
            if (words[0] === words[1])
                words[1] = rng.pick(TOPIC_WORDS);
            const pdf = section === 'research' && rng.chance(0.6);
            const base = `${parent?.path === '/' ? '' : parent?.path}/${words.join('-')}`;
            path = usedPaths.has(base) ? `${base}-${i}` : base;
            if (pdf)
                path += '.pdf';
        }
        usedPaths.add(path);
        const page = makePage(options, spec, { i, path, parent, section, words, rng });
        list.push(page);
        model.pages.push(page);
        model.byUrl.set(page.url, page);
        parent?.children.push(page);
        if (!page.orphan && !page.path.endsWith('.pdf') && i > 0)
            parents.push(page);
    }
}
