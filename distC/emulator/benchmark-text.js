/**
 * The markdown of a completed crawl's documents ({@link Emulator.createCompletedCrawl}): seeded words of
 * exactly the size asked for, English words only or text as the web writes it.
 */
import { createRandom } from './seeded-random.js';
const WORDS = [
    'stream',
    'crawl',
    'page',
    'index',
    'parquet',
    'record',
    'vector',
    'delta',
    'window',
    'credit',
    'backpressure',
    'cursor',
    'frontier',
    'sitemap',
    'schema',
    'merge',
    'shard',
    'column',
    'buffer',
    'queue',
];
/**
 * What mixed-script pages are made of, with weights: mostly ASCII words, then Latin words with accents,
 * punctuation the web writes (curly quotes, dashes, ellipses), CJK, emoji (surrogate pairs) and quotes that
 * JSON escapes. By characters, about 80% ASCII.
 */
const WEB_PIECES = [
    ['stream', 30],
    ['crawl', 30],
    ['window', 20],
    ['Grüße', 4],
    ['café', 4],
    ['São Paulo', 3],
    ['naïve', 2],
    ['“quoted”', 3],
    ['—', 3],
    ['…', 2],
    ['東京の天気', 3],
    ['데이터', 2],
    ['数据流', 2],
    ['😀', 1],
    ['🚀', 1],
    ['"escaped"', 2],
    ['tab\tstop', 1],
];
const WEB_WEIGHT = WEB_PIECES.reduce((sum, [, weight]) => sum + weight, 0);
function webWord(r) {
    let left = r * WEB_WEIGHT;
    for (let i = 0; i < WEB_PIECES.length; i++) {
        left -= WEB_PIECES[i][1];
        if (left < 0)
            return i;
    }
    return 0;
}
/** A piece of text as its UTF-16 code units. */
const unitsOf = (text) => Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const HEADING = unitsOf('# Benchmark page\n\n');
const ASCII_UNITS = WORDS.map(unitsOf);
const WEB_UNITS = WEB_PIECES.map(([piece]) => unitsOf(piece));
const [SPACE, FULL_STOP] = [unitsOf(' '), unitsOf('.\n\n')];
const LONGEST = Math.max(...[...ASCII_UNITS, ...WEB_UNITS].map((units) => units.length)) + FULL_STOP.length;
/**
 * Seeded markdown-like text of exactly `size` characters (UTF-16 units), ASCII or web text: the heading, then
 * words each followed by a space or, one time in about twelve, the end of a paragraph.
 *
 * The words' code units are written into one array as they are drawn, and the array read as one string:
 * collecting the words as strings and joining them took 70 ns a character (0.3 s for a 4 MB document), this
 * 20–25. The text is the same.
 */
export function bodyText(size, seed, text) {
    const random = createRandom(seed);
    const units = new Uint16Array(Math.max(size, HEADING.length) + LONGEST);
    units.set(HEADING);
    let length = HEADING.length;
    while (length < size) {
        const word = text === 'web' ? WEB_UNITS[webWord(random())] : ASCII_UNITS[Math.floor(random() * WORDS.length)];
        const separator = random() < 0.08 ? FULL_STOP : SPACE;
        units.set(word, length);
        units.set(separator, length + word.length);
        length += word.length + separator.length;
    }
    const body = units.subarray(0, size);
    // The cut may split an emoji's surrogate pair: end on a plain letter instead of half a character.
    const last = body.at(-1);
    if (last !== undefined && last >= 0xd800 && last <= 0xdbff)
        body[body.length - 1] = 0x78;
    return asString(body);
}
/** Code units a call of `String.fromCharCode` takes at a time. */
const CHUNK = 8192;
/** UTF-16 code units as a string (of one byte a character when all are below 256, as V8 keeps ASCII). */
function asString(units) {
    const chunks = [];
    for (let at = 0; at < units.length; at += CHUNK)
        // `apply` takes the typed array as it is; spread into arguments, it was first copied to an array.
        chunks.push(String.fromCharCode.apply(null, units.subarray(at, at + CHUNK)));
    return chunks.join('');
}
