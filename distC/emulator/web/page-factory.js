import { hash32, Prng } from './prng.js';
import { AUTHORS, TOPIC_WORDS } from './words.js';
/** Top-level sections of each kind of host, in the order they are created. */
export const SECTIONS = {
    main: ['products', 'pricing', 'about', 'research', 'company'],
    docs: ['guides', 'api', 'reference'],
    blog: ['posts', 'news'],
};
const TITLE_SUFFIX = {
    products: 'Product',
    research: 'Paper',
    guides: 'Guide',
    api: 'API',
    reference: 'Reference',
    posts: 'Story',
    news: 'Update',
};
const FAILURES = [
    { code: 'SCRAPE_TIMEOUT', error: 'Scrape timed out after waiting in the browser for 30000ms.' },
    {
        code: 'SCRAPE_ALL_ENGINES_FAILED',
        error: 'All scraping engines failed. Check that the URL loads in a browser.',
    },
    { code: 'SCRAPE_SSL_ERROR', error: 'An SSL error occurred while scraping the URL.' },
    { code: 'SCRAPE_SITE_ERROR', error: 'The URL failed to load in the browser: ERR_CONNECTION_REFUSED.' },
];
const DAY_MS = 86_400_000;
/** Upper-cases the first letter. */
export const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);
/** Creates one page: its title, description, keywords, date, images, facts, size and failure. */
export function makePage(options, spec, plan) {
    const { rng, words, section, path, i } = plan;
    const url = `https://${spec.host}${path}`;
    const isSection = i > 0 && i <= SECTIONS[spec.kind].length;
    const isPdf = path.endsWith('.pdf');
    const hostLabel = spec.kind === 'main' ? '' : ` ${cap(spec.kind)}`;
    const topic = words.map(cap).join(' ');
    const title = i === 0
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
    const images = [];
    const imageCount = rng.int(0, 3);
    for (let k = 1; k <= imageCount; k++) {
        const [w, h] = rng.pick([
            [640, 480],
            [800, 600],
            [1200, 630],
            [1920, 1080],
            [300, 300],
        ]);
        images.push({
            url: `https://${spec.host}/images/${words.join('-')}-${i}-${k}.${rng.chance(0.5) ? 'png' : 'jpg'}`,
            alt: `${topic} ${k}`,
            width: w,
            height: h,
        });
    }
    const category = isPdf
        ? 'pdf'
        : section === 'research' && i > 0
            ? 'research'
            : spec.kind === 'docs'
                ? 'github'
                : undefined;
    const facts = {
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
    const bucketIndex = new Prng(hash32(options.seed, 'size', url)).weighted(options.sizes.map((b) => b.weight));
    const bucket = options.sizes[bucketIndex] ?? { minBytes: 1000, maxBytes: 1000, weight: 1 };
    const size = new Prng(hash32(options.seed, 'size-in-bucket', url)).int(bucket.minBytes, bucket.maxBytes);
    // A separate stream decides failures, so raising failureRate only adds failing pages.
    const failDraw = new Prng(hash32(options.seed, 'fail', url)).next();
    const failure = i > 0 && failDraw < options.failureRate
        ? FAILURES[hash32(options.seed, 'fail-kind', url) % 4]
        : undefined;
    // Every host with room for it gets at least one orphan (its last page), so sitemap modes always differ.
    const inner = i > SECTIONS[spec.kind].length;
    const orphan = inner && ((i === spec.count - 1 && spec.count > SECTIONS[spec.kind].length + 2) || rng.chance(0.05));
    const page = {
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
    if (failure)
        page.failure = failure;
    if (plan.parent)
        page.parentUrl = plan.parent.url;
    if (category)
        page.category = category;
    return page;
}
