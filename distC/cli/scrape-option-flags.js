import { enumFlag, integerFlag, listFlag } from './flag-values.js';
/** Formats that can be asked for by name on the command line. */
export const formatNames = [
    'markdown',
    'html',
    'rawHtml',
    'links',
    'images',
    'summary',
    'screenshot',
];
/** Flags for the scrape options shared by `crawl`, `batch` and `search`. */
export const scrapeOptionFlags = {
    formats: {
        type: 'string',
        multiple: true,
        value: 'LIST',
        description: `formats, comma-separated: ${formatNames.join(', ')}`,
    },
    'only-main-content': { type: 'boolean', description: 'keep only the main content of each page' },
    'include-tags': {
        type: 'string',
        multiple: true,
        value: 'TAGS',
        description: 'HTML tags/selectors to keep, comma-separated',
    },
    'exclude-tags': {
        type: 'string',
        multiple: true,
        value: 'TAGS',
        description: 'HTML tags/selectors to drop, comma-separated',
    },
    'wait-for': { type: 'string', value: 'MS', description: 'wait this long before scraping a page (0–60000)' },
    'scrape-timeout': { type: 'string', value: 'MS', description: 'per-page scrape timeout (≥ 1000)' },
    'max-age': { type: 'string', value: 'MS', description: 'accept a cached page up to this old' },
    mobile: { type: 'boolean', description: 'emulate a mobile device' },
    proxy: { type: 'string', value: 'TYPE', description: 'basic, stealth, enhanced or auto' },
};
/** Request field → flag for the scrape options, under `prefix` (e.g. `scrapeOptions.`). */
export function scrapeOptionFieldFlags(prefix) {
    return {
        [`${prefix}formats`]: '--formats',
        [`${prefix}onlyMainContent`]: '--only-main-content',
        [`${prefix}includeTags`]: '--include-tags',
        [`${prefix}excludeTags`]: '--exclude-tags',
        [`${prefix}waitFor`]: '--wait-for',
        [`${prefix}timeout`]: '--scrape-timeout',
        [`${prefix}maxAge`]: '--max-age',
        [`${prefix}mobile`]: '--mobile',
        [`${prefix}proxy`]: '--proxy',
    };
}
/**
 * Builds scrape options from the flags. Flags not given are left out, so the service applies its own
 * defaults; returns `undefined` when no scrape flag was given at all.
 */
export function scrapeOptionsFromFlags(flags) {
    const options = {};
    const formats = listFlag('formats', strings(flags.formats), formatNames);
    if (formats)
        options.formats = formats;
    if (flags['only-main-content'] === true)
        options.onlyMainContent = true;
    const includeTags = listFlag('include-tags', strings(flags['include-tags']));
    if (includeTags)
        options.includeTags = includeTags;
    const excludeTags = listFlag('exclude-tags', strings(flags['exclude-tags']));
    if (excludeTags)
        options.excludeTags = excludeTags;
    const waitFor = integerFlag('wait-for', string(flags['wait-for']), { min: 0, max: 60_000 });
    if (waitFor !== undefined)
        options.waitFor = waitFor;
    const timeout = integerFlag('scrape-timeout', string(flags['scrape-timeout']), { min: 1000 });
    if (timeout !== undefined)
        options.timeout = timeout;
    const maxAge = integerFlag('max-age', string(flags['max-age']), { min: 0 });
    if (maxAge !== undefined)
        options.maxAge = maxAge;
    if (flags.mobile === true)
        options.mobile = true;
    const proxy = enumFlag('proxy', string(flags.proxy), ['basic', 'stealth', 'enhanced', 'auto']);
    if (proxy)
        options.proxy = proxy;
    return Object.keys(options).length > 0 ? options : undefined;
}
/** A string flag's value, or `undefined`. */
export function string(value) {
    return typeof value === 'string' ? value : undefined;
}
/** A repeatable string flag's values, or `undefined` when not given. */
export function strings(value) {
    if (value === undefined || typeof value === 'boolean')
        return undefined;
    if (typeof value === 'string')
        return [value];
    return value.filter((item) => typeof item === 'string');
}
