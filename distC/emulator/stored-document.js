/** Stores a document given as its JSON text and its `metadata.sourceURL`. */
export function storeJson(text, sourceURL) {
    const buffer = Buffer.from(text);
    return { parts: [buffer], chars: text.length, bytes: buffer.length, sourceURL };
}
/** Reads a stored document back (ground truth for tests). */
export function readStoredDocument(stored) {
    const buffer = stored.parts.length === 1 ? stored.parts[0] : Buffer.concat(stored.parts);
    return JSON.parse(buffer.toString('utf8'));
}
