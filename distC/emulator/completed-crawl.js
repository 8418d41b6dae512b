import { bodyText } from './benchmark-text.js';
import { hashSeed } from './seeded-random.js';
/**
 * Pre-renders the documents of an already finished crawl for benchmarks. Pages of one size share one
 * encoded body buffer; each document only adds its own small metadata part, so a gigabyte job costs
 * little memory and serving it is a matter of writing buffers.
 */
export function renderCompletedCrawl(options, defaultSeed) {
    const { pages } = options;
    if (!(Number.isInteger(pages) && pages >= 0))
        throw new RangeError('pages must be an integer ≥ 0');
    const seed = options.seed ?? defaultSeed;
    const base = (options.url ?? 'https://site-1.test').replace(/\/+$/, '');
    const sizes = options.sizes ?? 10_000;
    const sizeOf = (i) => typeof sizes === 'number'
        ? sizes
        : typeof sizes === 'function'
            ? sizes(i)
            : (sizes[i % sizes.length] ?? 10_000);
    const bodies = new Map();
    const documents = [];
    for (let i = 0; i < pages; i++) {
        const size = Math.max(0, Math.floor(sizeOf(i)));
        let body = bodies.get(size);
        if (!body) {
            const encoded = JSON.stringify(bodyText(size, hashSeed(seed, 'bench-body', size), options.text ?? 'ascii'));
            body = { buffer: Buffer.from(`,"markdown":${encoded}}`), chars: encoded.length + 13 };
            bodies.set(size, body);
        }
        const url = `${base}/bench/page-${i}`;
        const head = JSON.stringify({
            metadata: {
                title: `Benchmark page ${i}`,
                sourceURL: url,
                url,
                statusCode: 200,
                contentType: 'text/markdown',
            },
        }).slice(0, -1);
        const headBuffer = Buffer.from(head);
        documents.push({
            parts: [headBuffer, body.buffer],
            chars: head.length + body.chars,
            bytes: headBuffer.length + body.buffer.length,
            sourceURL: url,
        });
    }
    return documents;
}
