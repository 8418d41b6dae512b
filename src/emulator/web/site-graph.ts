import { linkPages } from './link-graph.js';
import type { ResolvedWebOptions } from './options.js';
import { hash32, Prng } from './prng.js';
import type { HostKind, SearchCategory, SyntheticImage, SyntheticPage, SyntheticSite } from './types.js';
import { AUTHORS, LANGUAGE_WEIGHTS, LANGUAGES, TOPIC_WORDS } from './words.js';

/** A page while the graph is built: links are filled in a second pass. */
export type PageDraft = Omit<SyntheticPage, 'links'> & {
  links: string[];
  children: PageDraft[];
  parentUrl?: string;
};

/** The whole generated web. */
export interface WebModel {
  sites: SyntheticSite[];
  /** Every page in generation order. */
  pages: PageDraft[];
  /** Canonical URL → page. */
  byUrl: Map<string, PageDraft>;
  /** Host → its pages in generation order. */
  byHost: Map<string, PageDraft[]>;
}

const SECTIONS: Readonly<Record<HostKind, readonly string[]>> = {
  main: ['products', 'pricing', 'about', 'research', 'company'],
  docs: ['guides', 'api', 'reference'],
  blog: ['posts', 'news'],
};

const TITLE_SUFFIX: Readonly<Record<string, string>> = {
  products: 'Product',
  research: 'Paper',
  guides: 'Guide',
  api: 'API',
  reference: 'Reference',
  posts: 'Story',
  news: 'Update',
};

const FAILURES: ReadonlyArray<{ code: string; error: string }> = [
  { code: 'SCRAPE_TIMEOUT', error: 'Scrape timed out after waiting in the browser for 30000ms.' },
  {
    code: 'SCRAPE_ALL_ENGINES_FAILED',
    error: 'All scraping engines failed. Check that the URL loads in a browser.',
  },
  { code: 'SCRAPE_SSL_ERROR', error: 'An SSL error occurred while scraping the URL.' },
  { code: 'SCRAPE_SITE_ERROR', error: 'The URL failed to load in the browser: ERR_CONNECTION_REFUSED.' },
];

const MAX_TREE_DEPTH = 6;
const DAY_MS = 86_400_000;

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** Builds the sites, their pages and the link graph. Pure: the same options give the same model. */
export function buildSiteGraph(options: ResolvedWebOptions): WebModel {
  const model: WebModel = { sites: [], pages: [], byUrl: new Map(), byHost: new Map() };
  for (let s = 1; s <= options.sites; s++) {
    const domain = `site-${s}.test`;
    const rng = new Prng(hash32(options.seed, 'site', domain));
    const language = LANGUAGES[rng.weighted(LANGUAGE_WEIGHTS)] ?? 'en';
    const name = `${cap(rng.pick(TOPIC_WORDS))} ${cap(rng.pick(TOPIC_WORDS))} ${s}`;
    const n = options.pagesPerSite;
    const shares: Array<[HostKind, string, number]> = [
      ['main', domain, n - 2 * Math.floor(n / 4)],
      ['docs', `docs.${domain}`, Math.floor(n / 4)],
      ['blog', `blog.${domain}`, Math.floor(n / 4)],
    ];
    const hosts: string[] = [];
    for (const [kind, host, count] of shares) {
      if (count <= 0) continue;
      hosts.push(host);
      buildHost(model, options, { domain, host, kind, count, language, siteName: name });
    }
    model.sites.push({ domain, hosts, language, name });
  }
  linkPages(model, options);
  return model;
}

interface HostSpec {
  domain: string;
  host: string;
  kind: HostKind;
  count: number;
  language: string;
  siteName: string;
}

function buildHost(model: WebModel, options: ResolvedWebOptions, spec: HostSpec): void {
  const list: PageDraft[] = [];
  model.byHost.set(spec.host, list);
  const usedPaths = new Set<string>();
  const parents: PageDraft[] = [];
  const sections = SECTIONS[spec.kind];
  for (let i = 0; i < spec.count; i++) {
    const rng = new Prng(hash32(options.seed, 'page', spec.host, i));
    let path: string;
    let parent: PageDraft | undefined;
    let section: string;
    let words: string[];
    if (i === 0) {
      path = '/';
      section = '';
      words = [rng.pick(TOPIC_WORDS), rng.pick(TOPIC_WORDS)];
    } else if (i <= sections.length) {
      section = sections[i - 1] ?? 'misc';
      path = `/${section}`;
      parent = list[0];
      words = [section, rng.pick(TOPIC_WORDS)];
    } else {
      // Half the pages hang off a section page, the rest anywhere: broad sections with some deep chains.
      const sectionCount = Math.min(sections.length, i - 1);
      parent = rng.chance(0.5) || parents.length === 0 ? list[rng.int(1, sectionCount)] : rng.pick(parents);
      if (parent && parent.treeDepth >= MAX_TREE_DEPTH)
        parent = list[rng.int(1, Math.min(sections.length, i - 1))];
      section = parent?.path.split('/')[1] ?? '';
      words = [rng.pick(TOPIC_WORDS), rng.pick(TOPIC_WORDS)];
      if (words[0] === words[1]) words[1] = rng.pick(TOPIC_WORDS);
      const pdf = section === 'research' && rng.chance(0.6);
      const base = `${parent?.path === '/' ? '' : parent?.path}/${words.join('-')}`;
      path = usedPaths.has(base) ? `${base}-${i}` : base;
      if (pdf) path += '.pdf';
    }
    usedPaths.add(path);
    const page = makePage(options, spec, { i, path, parent, section, words, rng });
    list.push(page);
    model.pages.push(page);
    model.byUrl.set(page.url, page);
    parent?.children.push(page);
    if (!page.orphan && !page.path.endsWith('.pdf') && i > 0) parents.push(page);
  }
}

interface PagePlan {
  i: number;
  path: string;
  parent: PageDraft | undefined;
  section: string;
  words: string[];
  rng: Prng;
}

function makePage(options: ResolvedWebOptions, spec: HostSpec, plan: PagePlan): PageDraft {
  const { rng, words, section, path, i } = plan;
  const url = `https://${spec.host}${path}`;
  const isSection = i > 0 && i <= SECTIONS[spec.kind].length;
  const isPdf = path.endsWith('.pdf');
  const hostLabel = spec.kind === 'main' ? '' : ` ${cap(spec.kind)}`;
  const topic = words.map(cap).join(' ');
  const title =
    i === 0
      ? `${spec.siteName}${hostLabel}`
      : isSection
        ? `${cap(section)} | ${spec.siteName}${hostLabel}`
        : `${topic} ${TITLE_SUFFIX[section] ?? 'Page'}`;
  const extra = rng.pick(TOPIC_WORDS);
  const description = `${topic}: how ${words[0]} meets ${words[1]} and ${extra} at ${spec.siteName}.`;
  const keywords = [...new Set([...words, extra, ...(section ? [section] : [])])];
  const recent = rng.chance(0.04);
  const ageMs = recent ? rng.int(10, 40 * 60) * 60_000 : rng.int(1, 730) * DAY_MS + rng.int(0, 86_399) * 1000;
  const publishedAt = new Date(Date.parse(options.now) - ageMs).toISOString();
  const author = rng.pick(AUTHORS);
  const images: SyntheticImage[] = [];
  const imageCount = rng.int(0, 3);
  for (let k = 1; k <= imageCount; k++) {
    const [w, h] = rng.pick([
      [640, 480],
      [800, 600],
      [1200, 630],
      [1920, 1080],
      [300, 300],
    ] as const);
    images.push({
      url: `https://${spec.host}/images/${words.join('-')}-${i}-${k}.${rng.chance(0.5) ? 'png' : 'jpg'}`,
      alt: `${topic} ${k}`,
      width: w,
      height: h,
    });
  }
  const category: SearchCategory | undefined = isPdf
    ? 'pdf'
    : section === 'research' && i > 0
      ? 'research'
      : spec.kind === 'docs'
        ? 'github'
        : undefined;
  const facts: Record<string, string | number | boolean> = {
    author,
    publishedAt,
    price: Math.round(rng.int(100, 99_999)) / 100,
    rating: rng.int(10, 50) / 10,
    inStock: rng.chance(0.7),
    sku: `SKU-${hash32(options.seed, url).toString(36).toUpperCase()}`,
    email: `${words[0]}@${spec.domain}`,
    version: `${rng.int(0, 4)}.${rng.int(0, 20)}.${rng.int(0, 9)}`,
    employees: rng.int(5, 5000),
    city: cap(rng.pick(['berlin', 'paris', 'madrid', 'austin', 'toronto', 'sydney', 'osaka', 'lagos'])),
  };
  const bucketIndex = new Prng(hash32(options.seed, 'size', url)).weighted(
    options.sizes.map((b) => b.weight),
  );
  const bucket = options.sizes[bucketIndex] ?? { minBytes: 1000, maxBytes: 1000, weight: 1 };
  const size = new Prng(hash32(options.seed, 'size-in-bucket', url)).int(bucket.minBytes, bucket.maxBytes);
  // A separate stream decides failures, so raising failureRate only adds failing pages.
  const failDraw = new Prng(hash32(options.seed, 'fail', url)).next();
  const failure =
    i > 0 && failDraw < options.failureRate
      ? FAILURES[hash32(options.seed, 'fail-kind', url) % 4]
      : undefined;
  // Every host with room for it gets at least one orphan (its last page), so sitemap modes always differ.
  const inner = i > SECTIONS[spec.kind].length;
  const orphan =
    inner && ((i === spec.count - 1 && spec.count > SECTIONS[spec.kind].length + 2) || rng.chance(0.05));
  const page: PageDraft = {
    url,
    site: spec.domain,
    host: spec.host,
    hostKind: spec.kind,
    path,
    query: '',
    treeDepth: plan.parent ? plan.parent.treeDepth + 1 : 0,
    title,
    description,
    language: spec.language,
    keywords,
    statusCode: 200,
    links: [],
    children: [],
    inSitemap: i === 0 || orphan || rng.chance(0.85),
    orphan,
    size,
    publishedAt,
    author,
    images,
    facts,
    bodySeed: hash32(options.seed, 'body', url),
  };
  if (failure) page.failure = failure;
  if (plan.parent) page.parentUrl = plan.parent.url;
  if (category) page.category = category;
  return page;
}
