import { hash32 } from './prng.js';
/** The enum value the page mentions (title, keywords, language, category, host kind), else a stable one. */
export function pickEnum(seed, values, page, key) {
    if (page) {
        const text = `${page.title} ${page.keywords.join(' ')} ${page.language} ${page.category ?? ''} ${page.hostKind}`
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u);
        const words = new Set(text);
        const hit = values.find((v) => typeof v === 'string' && words.has(v.toLowerCase()));
        if (hit !== undefined)
            return hit;
    }
    return values[hash32(seed, key, page?.url ?? '') % values.length];
}
function itemIndex(key) {
    const m = /#(\d+)$/.exec(key);
    return m ? Number(m[1]) : 0;
}
function baseKey(key) {
    return key.replace(/#\d+$/, '').toLowerCase();
}
/** A string for a property, chosen by its name and format (`email`, `url`, `date`, `title`, `price`, ...). */
export function stringFor(s, key, page) {
    if (!page)
        return '';
    const k = baseKey(key);
    const i = itemIndex(key);
    const format = typeof s.format === 'string' ? s.format : '';
    const f = page.facts;
    if (/image|photo|picture|logo/.test(k))
        return page.images[i % Math.max(1, page.images.length)]?.url ?? page.url;
    if (format === 'email' || /e-?mail|contact/.test(k))
        return String(f.email);
    if (format === 'uri' || format === 'url' || /url|link|href|website|homepage/.test(k)) {
        return i > 0 || /link/.test(k) ? (page.links[i % Math.max(1, page.links.length)] ?? page.url) : page.url;
    }
    if (format === 'date-time')
        return page.publishedAt;
    if (format === 'date' || /date|published|updated|created|time/.test(k))
        return page.publishedAt.slice(0, 10);
    if (/author|writer|person|owner/.test(k))
        return page.author;
    if (/company|organi[sz]ation|brand|site|publisher|vendor/.test(k))
        return page.site;
    if (/keyword|tag|topic|category/.test(k))
        return page.keywords[i % Math.max(1, page.keywords.length)] ?? '';
    if (/lang|locale/.test(k))
        return page.language;
    if (/title|headline|name|heading|label/.test(k))
        return page.title;
    if (/sku|\bid\b|code|identifier/.test(k) || k === 'id')
        return String(f.sku);
    if (/version|release/.test(k))
        return String(f.version);
    if (/city|location|address|place|country/.test(k))
        return String(f.city);
    if (/price|cost|amount/.test(k))
        return `$${Number(f.price).toFixed(2)}`;
    if (/host|domain/.test(k))
        return page.host;
    return page.description;
}
/** Pads or cuts a string to `minLength`/`maxLength`. */
export function fitString(s, value) {
    let out = value;
    const min = typeof s.minLength === 'number' ? s.minLength : 0;
    while (out.length < min)
        out += out.length > 0 ? ` ${value || 'x'}` : 'x';
    if (typeof s.maxLength === 'number' && out.length > s.maxLength)
        out = out.slice(0, s.maxLength);
    return out;
}
/** A number for a property, chosen by its name (`price`, `rating`, `employees`, `year`, `count`, ...). */
export function numberFor(key, page, seed) {
    if (!page)
        return 0;
    const k = baseKey(key);
    const f = page.facts;
    if (/price|cost|amount/.test(k))
        return Number(f.price);
    if (/rating|score|stars/.test(k))
        return Number(f.rating);
    if (/employee|staff|headcount|people/.test(k))
        return Number(f.employees);
    if (/year/.test(k))
        return Number(page.publishedAt.slice(0, 4));
    if (/status/.test(k))
        return page.statusCode;
    if (/image/.test(k))
        return page.images.length;
    if (/link|count|number|total/.test(k))
        return page.links.length;
    if (/word|length|size|char/.test(k))
        return page.size;
    if (/version|major/.test(k))
        return Number(String(f.version).split('.')[0]);
    return (hash32(seed, k, page.url) % 100) + 1;
}
/** Moves a number into `minimum`/`maximum`/`exclusive*` and onto `multipleOf`. */
export function fitNumber(s, value, integer) {
    let v = integer ? Math.round(value) : value;
    const num = (x) => (typeof x === 'number' ? x : undefined);
    const min = num(s.minimum);
    const max = num(s.maximum);
    const xmin = num(s.exclusiveMinimum);
    const xmax = num(s.exclusiveMaximum);
    const step = integer ? 1 : 0.01;
    if (min !== undefined && v < min)
        v = min;
    if (xmin !== undefined && v <= xmin)
        v = integer ? Math.floor(xmin) + 1 : xmin + step;
    if (max !== undefined && v > max)
        v = max;
    if (xmax !== undefined && v >= xmax)
        v = integer ? Math.ceil(xmax) - 1 : xmax - step;
    const multipleOf = num(s.multipleOf);
    if (multipleOf !== undefined && multipleOf > 0) {
        v = Math.round(v / multipleOf) * multipleOf;
        if (max !== undefined && v > max)
            v -= multipleOf;
        if (min !== undefined && v < min)
            v += multipleOf;
        // Undo the float error of the division so a validator sees an exact multiple.
        v = Number(v.toPrecision(12));
    }
    return integer ? Math.round(v) : v;
}
/** A boolean for a property, chosen by its name (`inStock`, `isPdf`, `hasImages`, `broken`, ...). */
export function booleanFor(key, page, seed) {
    if (!page)
        return false;
    const k = baseKey(key);
    if (/stock|available/.test(k))
        return Boolean(page.facts.inStock);
    if (/pdf/.test(k))
        return page.path.endsWith('.pdf');
    if (/error|fail|broken|missing/.test(k))
        return page.statusCode !== 200;
    if (/image/.test(k))
        return page.images.length > 0;
    return hash32(seed, k, page.url) % 2 === 0;
}
