/**
 * Counts tokens as OpenAI's encodings do, offline: js-tiktoken's rank files ship in its package, read here
 * (`byte-pair-ranks.ts`). A text's count is the sum of its pieces' (`pre-tokenizer.ts`), and a piece's
 * count is cached, so a piece is merged only the first time it is seen.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ValidationError } from '../errors/errors.js';
import { hashText, parseRanks, pieceBytes, tokenEnds } from './byte-pair-ranks.js';
import { lastPiece, nextPieceEnd as o200kPieceEnd } from './pre-tokenizer.js';
/** The encodings a counter knows: `o200k_base` (GPT-4o and later) and `cl100k_base` (GPT-4, ada-002). */
export const ENCODINGS = ['o200k_base', 'cl100k_base'];
/** A counter of `encoding`: loads its ranks once per process. */
export async function tokenCounter(encoding = 'o200k_base') {
    if (!ENCODINGS.includes(encoding)) {
        throw new ValidationError(`tokenizer: ${ENCODINGS.join(' or ')} (got "${encoding}")`, [
            { path: 'tokenizer', rule: 'invalid_value', message: `must be ${ENCODINGS.join(' or ')}` },
        ]);
    }
    let counter = counters.get(encoding);
    if (counter === undefined) {
        counter = loadCounter(encoding);
        counters.set(encoding, counter);
    }
    return counter;
}
const counters = new Map();
/** Characters of a piece encoded at once (see `loadCounter`). */
const WINDOW = 256;
async function loadCounter(encoding) {
    const file = await rankFile(encoding);
    const ranks = parseRanks(file.bpe_ranks);
    const keyed = encoding === 'o200k_base';
    const nextPieceEnd = keyed ? o200kPieceEnd : stickyPieceEnd(file.pat_str);
    const windowTokens = (text) => tokenEnds(pieceBytes(text), ranks).length;
    // Merging a piece's bytes costs the square of its length (a 3,000-letter piece took 0.8 s): a piece
    // longer than a window, which only a run of letters with no space or digit makes, is counted a window at
    // a time.
    const cache = new PieceCache((piece) => {
        let tokens = 0;
        for (let at = 0; at < piece.length; at += WINDOW)
            tokens += windowTokens(piece.slice(at, at + WINDOW));
        return tokens;
    });
    return {
        encoding,
        count(text) {
            let tokens = 0;
            for (let start = 0; start < text.length;) {
                const end = nextPieceEnd(text, start);
                tokens += cache.tokens(text, start, end, keyed ? lastPiece.asciiKey : 0);
                start = end;
            }
            return tokens;
        },
        prefixWithin(text, maxTokens) {
            let used = 0;
            for (let at = 0; at < text.length; at += WINDOW) {
                const window = text.slice(at, at + WINDOW);
                const bytes = pieceBytes(window);
                const ends = tokenEnds(bytes, ranks);
                if (used + ends.length <= maxTokens) {
                    used += ends.length;
                    continue;
                }
                for (let n = maxTokens - used; n > 0; n--) {
                    const length = charactersIn(window, ends[n - 1]);
                    if (length > 0 && windowTokens(window.slice(0, length)) <= maxTokens - used)
                        return at + length;
                }
                return Math.max(1, at);
            }
            return text.length;
        },
        pieces(text) {
            let ends = new Int32Array(64 + (text.length >> 2));
            let tokensTo = new Int32Array(ends.length);
            let length = 0;
            let tokens = 0;
            for (let start = 0; start < text.length;) {
                const end = nextPieceEnd(text, start);
                tokens += cache.tokens(text, start, end, keyed ? lastPiece.asciiKey : 0);
                if (length === ends.length)
                    [ends, tokensTo] = [grown(ends), grown(tokensTo)];
                ends[length] = end;
                tokensTo[length++] = tokens;
                start = end;
            }
            return { length, ends, tokensTo };
        },
    };
}
/**
 * The rank file of `encoding` in js-tiktoken's package, read as text: imported as a module, its source and
 * the string it makes (2.3 MB each for `o200k_base`) would stay in the heap for the life of the process.
 */
async function rankFile(encoding) {
    const path = createRequire(import.meta.url).resolve(`js-tiktoken/ranks/${encoding}`);
    const text = await readFile(path, 'utf8');
    return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}
/** How many characters of `text` its first `bytes` UTF-8 bytes hold whole. */
function charactersIn(text, bytes) {
    let used = 0;
    let i = 0;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length;
        const size = c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
        if (used + size > bytes)
            break;
        used += size;
        i += pair ? 2 : 1;
    }
    return i;
}
function grown(array) {
    const bigger = new Int32Array(array.length * 2);
    bigger.set(array);
    return bigger;
}
/** Pieces by the encoding's own pattern alone. */
function stickyPieceEnd(pattern) {
    const sticky = new RegExp(pattern, 'uy');
    return (text, start) => {
        sticky.lastIndex = start;
        const match = sticky.exec(text);
        return start + (match === null ? 1 : match[0].length);
    };
}
/**
 * Slots of the piece cache (a power of two); past three quarters full, it starts again. 2^17 slots hold
 * up to 7 MB less than 2^18 with their pieces (3.5 MB of typed arrays), at the same chunking speed
 * (interleaved passes: 0.95-0.99×).
 */
const SLOTS = 1 << 17;
/**
 * The tokens of the pieces seen, found by a hash of the piece's characters where they are in the text:
 * no piece is cut out of its text to be looked up (a `Map` keyed by the cut-out piece halved the count's
 * speed); a short piece by its exact key ({@link shortKey}).
 */
class PieceCache {
    #encode;
    #hashes = new Int32Array(SLOTS);
    #pieces = new Array(SLOTS);
    #tokens = new Int32Array(SLOTS);
    #used = 0;
    constructor(encode) {
        this.#encode = encode;
    }
    /** The tokens of the piece from `start` to `end`; `key`, its {@link shortKey} when known (else 0). */
    tokens(text, start, end, key) {
        if (key !== 0)
            return this.#short(key, text, start, end);
        if (end - start <= SHORT) {
            const short = shortKey(text, start, end);
            if (short !== 0)
                return this.#short(short, text, start, end);
        }
        const hash = hashText(text, start, end);
        const mask = SLOTS - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const piece = this.#pieces[slot];
            if (piece === undefined)
                return this.#add(slot, hash, text.slice(start, end));
            if (this.#hashes[slot] === hash && piece.length === end - start && sameAt(text, start, piece))
                return this.#tokens[slot];
        }
    }
    #shortKeys = new Float64Array(SLOTS);
    #shortTokens = new Int32Array(SLOTS);
    #shortUsed = 0;
    /** A short piece's tokens, found by its key alone: the key is the piece, so no text is compared. */
    #short(key, text, start, end) {
        const mask = SLOTS - 1;
        for (let slot = ((key >>> 0) ^ ((key / 0x100000000) | 0)) & mask;; slot = (slot + 1) & mask) {
            const held = this.#shortKeys[slot];
            if (held === key)
                return this.#shortTokens[slot];
            if (held !== 0)
                continue;
            const tokens = this.#encode(text.slice(start, end));
            if (this.#shortUsed >= (SLOTS * 3) >> 2) {
                this.#shortKeys.fill(0);
                this.#shortUsed = 0;
                return tokens;
            }
            this.#shortKeys[slot] = key;
            this.#shortTokens[slot] = tokens;
            this.#shortUsed++;
            return tokens;
        }
    }
    #add(slot, hash, piece) {
        const tokens = this.#encode(piece);
        if (this.#used >= (SLOTS * 3) >> 2) {
            this.#pieces = new Array(SLOTS);
            this.#used = 0;
            return tokens;
        }
        this.#hashes[slot] = hash;
        this.#pieces[slot] = piece;
        this.#tokens[slot] = tokens;
        this.#used++;
        return tokens;
    }
}
/** The longest piece {@link shortKey} packs: 7 characters of 7 bits and a leading 1 fit a double exactly. */
const SHORT = 7;
/**
 * A short piece as one exact number, its characters packed behind a leading 1: up to 7 ASCII characters of
 * 7 bits, up to 6 of 8 bits (Latin-1: `café`, `Grüße`), or up to 3 code units of 16 bits (`“`, ` —`, an
 * emoji), the last negated; 0 when the piece is none of these. Most pieces are short words, found by this
 * key without their text compared (10% of the chunker's time on ASCII Markdown). The three never share a
 * key: the leading 1 of a 7-bit key sits at a multiple of 7 bits, of an 8-bit key at a multiple of 8 below
 * 56, and a 16-bit key is negative.
 */
function shortKey(text, start, end) {
    let key = 1;
    let i = start;
    for (; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0x80)
            break;
        key = key * 128 + c;
    }
    return i === end ? key : wideKey(text, start, end);
}
/** {@link shortKey} of a piece with a character past ASCII. */
function wideKey(text, start, end) {
    let latin = 1;
    let wide = 1;
    let bits = 0;
    for (let i = start; i < end; i++) {
        const c = text.charCodeAt(i);
        bits |= c;
        latin = latin * 256 + c;
        wide = wide * 65536 + c;
    }
    if (bits < 0x100)
        return end - start <= 6 ? latin : 0;
    return end - start <= 3 ? -wide : 0;
}
function sameAt(text, start, piece) {
    for (let i = 0; i < piece.length; i++)
        if (text.charCodeAt(start + i) !== piece.charCodeAt(i))
            return false;
    return true;
}
