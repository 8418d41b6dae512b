import { documentUrl } from '../operators/dedupe-pages.js';
import { canonicalUrl } from '../operators/index.js';
/**
 * `--dedupe --resume`: puts the canonical URLs of the documents an unfinished export holds into the store,
 * so a document written before the interruption is still a duplicate after it.
 */
export async function seedDedupe(documents, store) {
    for await (const line of documents)
        store.add(canonicalUrl(documentUrl(JSON.parse(line))));
}
