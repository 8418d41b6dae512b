/**
 * Large texts as lists of pieces, so they can be written out as plain strings or straight as JSON string
 * literals. Body paragraphs contain no character JSON escapes (no quote, backslash or control character), so
 * their JSON form is a join with an escaped separator: no per-character work, and no JSON.stringify pass
 * over megabytes of text.
 */

/** A piece: a short string (escaped when written as JSON), or JSON-safe blocks joined by a separator. */
export type Piece = string | { readonly blocks: readonly string[]; readonly separator: string };

/** The text the pieces spell. */
export function piecesToString(pieces: readonly Piece[]): string {
  let out = '';
  for (const p of pieces) out += typeof p === 'string' ? p : p.blocks.join(p.separator);
  return out;
}

/** The pieces as a JSON string literal, quotes included; equal to `JSON.stringify(piecesToString(pieces))`. */
export function piecesToJson(pieces: readonly Piece[]): string {
  const parts: string[] = ['"'];
  for (const p of pieces) {
    if (typeof p === 'string') parts.push(JSON.stringify(p).slice(1, -1));
    else parts.push(p.blocks.join(JSON.stringify(p.separator).slice(1, -1)));
  }
  parts.push('"');
  return parts.join('');
}

/** Whether a block may go into {@link Piece} blocks unescaped. */
export function isJsonSafe(text: string): boolean {
  return !/["\\\u0000-\u001f\ud800-\udfff]/.test(text);
}
