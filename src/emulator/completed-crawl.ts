import { createRandom, hashSeed } from './seeded-random.js';
import type { StoredDocument } from './stored-document.js';

/** Options of {@link Emulator.createCompletedCrawl}. */
export interface CompletedCrawlOptions {
  /** Number of documents. */
  pages: number;
  /**
   * Markdown size of each document in characters: one number for all, a list used round-robin, or a
   * function of the page index. @default 10000
   */
  sizes?: number | readonly number[] | ((index: number) => number);
  /** Start URL the documents hang under. @default 'https://site-1.test' */
  url?: string;
  /** Seed of the text. @default the emulator's seed */
  seed?: number;
  /**
   * `ascii`: English words only. `web`: text as the web writes it, mostly ASCII with Latin accents, curly
   * quotes and dashes, CJK, emoji, and quotes and line breaks that JSON escapes (see `WEB_PIECES`).
   * @default 'ascii'
   */
  text?: 'ascii' | 'web';
}

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
const WEB_PIECES: readonly [string, number][] = [
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

function webWord(r: number): string {
  let left = r * WEB_WEIGHT;
  for (const [piece, weight] of WEB_PIECES) {
    left -= weight;
    if (left < 0) return piece;
  }
  return WEB_PIECES[0]![0];
}

/** Seeded markdown-like text of exactly `size` characters (UTF-16 units), ASCII or web text. */
function bodyText(size: number, seed: number, text: 'ascii' | 'web'): string {
  const random = createRandom(seed);
  const parts: string[] = ['# Benchmark page\n\n'];
  let length = parts[0]!.length;
  while (length < size) {
    const word = text === 'web' ? webWord(random()) : WORDS[Math.floor(random() * WORDS.length)]!;
    const separator = random() < 0.08 ? '.\n\n' : ' ';
    parts.push(word, separator);
    length += word.length + separator.length;
  }
  const body = parts.join('').slice(0, size);
  // The cut may split an emoji's surrogate pair: end on a plain letter instead of half a character.
  return /[\ud800-\udbff]$/.test(body) ? `${body.slice(0, -1)}x` : body;
}

/**
 * Pre-renders the documents of an already finished crawl for benchmarks. Pages of one size share one
 * encoded body buffer; each document only adds its own small metadata part, so a gigabyte job costs
 * little memory and serving it is a matter of writing buffers.
 */
export function renderCompletedCrawl(options: CompletedCrawlOptions, defaultSeed: number): StoredDocument[] {
  const { pages } = options;
  if (!(Number.isInteger(pages) && pages >= 0)) throw new RangeError('pages must be an integer ≥ 0');
  const seed = options.seed ?? defaultSeed;
  const base = (options.url ?? 'https://site-1.test').replace(/\/+$/, '');
  const sizes = options.sizes ?? 10_000;
  const sizeOf = (i: number): number =>
    typeof sizes === 'number'
      ? sizes
      : typeof sizes === 'function'
        ? sizes(i)
        : (sizes[i % sizes.length] ?? 10_000);
  const bodies = new Map<number, { buffer: Buffer; chars: number }>();
  const documents: StoredDocument[] = [];
  for (let i = 0; i < pages; i++) {
    const size = Math.max(0, Math.floor(sizeOf(i)));
    let body = bodies.get(size);
    if (!body) {
      const encoded = JSON.stringify(
        bodyText(size, hashSeed(seed, 'bench-body', size), options.text ?? 'ascii'),
      );
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
    });
  }
  return documents;
}
