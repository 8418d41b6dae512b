import { hash32, Prng } from './prng.js';
import { isJsonSafe } from './text-pieces.js';
import { FILLER_WORDS, TOPIC_WORDS } from './words.js';
const CHUNKS_PER_LANGUAGE = 48;
/**
 * Generates the paragraph pool. Page bodies are sequences of these paragraphs, so a multi-megabyte page
 * costs a join of existing strings (or buffers), never a character loop.
 */
export function buildChunkPool(seed) {
    const text = new Map();
    const markdownBytes = new Map();
    const htmlBytes = new Map();
    for (const [language, words] of Object.entries(FILLER_WORDS)) {
        const chunks = [];
        for (let k = 0; k < CHUNKS_PER_LANGUAGE; k++) {
            const chunk = paragraph(new Prng(hash32(seed, 'chunk', language, k)), words);
            // Rendering writes chunks into JSON unescaped (see text-pieces.ts); a word list change must not break that.
            if (!isJsonSafe(chunk))
                throw new Error(`body text of ${language} needs JSON escaping`);
            chunks.push(chunk);
        }
        text.set(language, chunks);
        markdownBytes.set(language, chunks.map((c) => Buffer.from(c)));
        htmlBytes.set(language, chunks.map((c) => Buffer.from(`<p>${c}</p>`)));
    }
    return { text, markdownBytes, htmlBytes };
}
/** A paragraph of 300 to 1,500 characters: sentences of 6 to 16 words, one in eight a topic word. */
function paragraph(rng, words) {
    const target = rng.int(300, 1500);
    const sentences = [];
    let length = 0;
    while (length < target) {
        const count = rng.int(6, 16);
        const sentence = [];
        for (let w = 0; w < count; w++)
            sentence.push(rng.chance(0.12) ? rng.pick(TOPIC_WORDS) : rng.pick(words));
        const first = sentence[0] ?? '';
        sentence[0] = first.charAt(0).toUpperCase() + first.slice(1);
        const line = `${sentence.join(' ')}.`;
        sentences.push(line);
        length += line.length + 1;
    }
    return sentences.join(' ');
}
/**
 * The body of a page: paragraphs from the pool (or, `distinct`, of the page's own) with a heading every few
 * blocks, cut so that the markdown blocks joined with `\n\n` have exactly `chars` characters (none for
 * `chars` ≤ 0).
 */
export function buildBody(page, pool, chars, distinct = false) {
    const language = pool.text.has(page.language) ? page.language : 'en';
    const chunks = pool.text.get(language) ?? [];
    const rng = new Prng(page.bodySeed);
    const markdown = [];
    const html = [];
    // For each block, the pool index of the whole paragraph it is, or -1 for headings and cut paragraphs.
    const source = [];
    let remaining = chars;
    let blocks = 0;
    while (chunks.length > 0 && remaining > (blocks > 0 ? 2 : 0)) {
        const separator = blocks > 0 ? 2 : 0;
        const heading = blocks % 7 === 3 ? `${rng.pick(TOPIC_WORDS)} ${rng.pick(TOPIC_WORDS)}` : undefined;
        const after = heading === undefined ? -1 : remaining - separator - heading.length - 3;
        if (heading !== undefined && (after === 0 || after > 2)) {
            markdown.push(`## ${heading}`);
            html.push(`<h2>${heading}</h2>`);
            source.push(-1);
        }
        else {
            const index = distinct ? -1 : rng.int(0, chunks.length - 1);
            const whole = distinct
                ? paragraph(new Prng(hash32(page.bodySeed, 'paragraph', blocks)), FILLER_WORDS[language] ?? [])
                : (chunks[index] ?? '');
            // The last paragraph is cut to land on the exact size; cut text is still plain text, so html matches.
            let text = whole.slice(0, remaining - separator);
            // A remainder of 1 or 2 could not hold a separator and a character: widen this paragraph instead.
            const left = remaining - separator - text.length;
            if (left > 0 && left <= 2)
                text += '.'.repeat(left);
            markdown.push(text);
            html.push(`<p>${text}</p>`);
            source.push(text === whole && index >= 0 ? index : -1);
        }
        remaining -= (markdown[markdown.length - 1]?.length ?? 0) + separator;
        blocks++;
    }
    const encode = (blocksOf, shared) => () => blocksOf.map((block, i) => {
        const index = source[i] ?? -1;
        return (index >= 0 ? shared?.[index] : undefined) ?? Buffer.from(block);
    });
    return {
        markdown,
        html,
        markdownBytes: encode(markdown, pool.markdownBytes.get(language)),
        htmlBytes: encode(html, pool.htmlBytes.get(language)),
    };
}
